// Customer-service links open in a small window of their own (SPEC.md §3: 440 by 750).
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;

export function openServiceWindow(url: string, name = 'customer-service') {
  const { width, height } = CUSTOMER_SERVICE_WINDOW;
  const left = Math.max(0, Math.round((window.screen.width - width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - height) / 2));
  return window.open(
    url,
    name,
    `width=${width},height=${height},left=${left},top=${top},noopener=no,resizable=yes,scrollbars=yes`,
  );
}
