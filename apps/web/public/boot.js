// Starts the member site on a page the server rendered (apps/server/src/plugins/ssr.ts puts this file
// in place of the app's entry): the page is already there to see, so the app's code is asked for only
// once it has been painted, and nothing competes with the page's style sheet and pictures before.
// The entry and the modules it needs first are named by meta elements (no inline script: the CSP).
//
// Until the app has taken the page over, a button does nothing yet: a press on one is kept and made
// again once the app is ready (the app announces it with the `playdeck:ready` event), so that a
// visitor's early tap is not lost. Links keep working as plain links meanwhile.
const named = (name) =>
  [...document.querySelectorAll(`meta[name="${name}"]`)].map((meta) => meta.getAttribute('content'));

const earlyPresses = [];

function keepPress(event) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  // A button's own action (submitting its form) waits for the app too.
  event.preventDefault();
  event.stopPropagation();
  if (!earlyPresses.includes(button)) earlyPresses.push(button);
}

/**
 * Presses a button as a hand does: pointer and mouse down and up, then the click (some controls act
 * on the press itself: tabs on mouse down, menus on pointer down).
 */
function press(button) {
  const mouse = { bubbles: true, cancelable: true, composed: true, view: window, button: 0 };
  const pointer = { ...mouse, pointerType: 'mouse', isPrimary: true };
  button.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
  button.dispatchEvent(new MouseEvent('mousedown', { ...mouse, buttons: 1 }));
  button.dispatchEvent(new PointerEvent('pointerup', pointer));
  button.dispatchEvent(new MouseEvent('mouseup', mouse));
  button.click();
}

document.addEventListener('click', keepPress, true);
window.addEventListener(
  'playdeck:ready',
  () => {
    document.removeEventListener('click', keepPress, true);
    // After the updates that the app's taking over set off (its first effects) have been rendered.
    setTimeout(() => {
      for (const button of earlyPresses.splice(0)) if (button.isConnected) press(button);
    }, 0);
  },
  { once: true },
);

async function start() {
  const preloads = named('playdeck-preload');
  const [entry] = named('playdeck-entry');
  // Every module is fetched at once; each is then run in a task of its own (React, then the app),
  // rather than the whole graph in one long task.
  for (const href of [...preloads, entry]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const href of preloads) await import(href);
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (entry) await import(entry);
  // The installable app's script (pwa.js: the manifest and the service worker), which index.html
  // links and a rendered page leaves to this file (plugins/ssr.ts): in the markup, its download held
  // the page's load event past the moment the entry is asked for, and so behind the whole entry.
  const pwa = document.createElement('script');
  pwa.src = '/pwa.js';
  document.head.append(pwa);
}

// After the next frame has been painted.
requestAnimationFrame(() => setTimeout(start, 0));
