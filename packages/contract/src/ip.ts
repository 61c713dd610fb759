// IP address syntax checks usable in the browser and on the server (no node:net in the contract).
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;

export function isIPv4(value: string): boolean {
  return IPV4.test(value);
}

export function isIPv6(value: string): boolean {
  if (value.includes('.')) {
    const lastColon = value.lastIndexOf(':');
    return isIPv4(value.slice(lastColon + 1)) && isIPv6Groups(value.slice(0, lastColon + 1) + '0:0', 8);
  }
  return isIPv6Groups(value, 8);
}

function isIPv6Groups(value: string, groupCount: number): boolean {
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((group) => IPV6_GROUP.test(group))) return false;
  return halves.length === 2 ? groups.length < groupCount : groups.length === groupCount;
}

export function isIP(value: string): boolean {
  return isIPv4(value) || isIPv6(value);
}
