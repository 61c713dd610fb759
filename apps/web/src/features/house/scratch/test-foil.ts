// For the scratch page's tests: jsdom has neither a canvas nor PointerEvent, so the foil draws nothing,
// its play area is a 300 px square at the origin, and a pointer is a mouse event with an id. rubCell
// rubs one cell with zigzag strokes, as a finger would.
import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import { cellRect } from './scratch-view';

export const FOIL_SIDE = 300;

class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

/** Call in beforeEach; undo with vi.restoreAllMocks() and vi.unstubAllGlobals(). */
export function stubFoil() {
  vi.stubGlobal('PointerEvent', TestPointerEvent);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: FOIL_SIDE,
    height: FOIL_SIDE,
    right: FOIL_SIDE,
    bottom: FOIL_SIDE,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
}

export function rubCell(foil: HTMLElement, cell: number, passes = 6) {
  const box = cellRect(cell);
  const [left, right] = [box.x * FOIL_SIDE + 2, (box.x + box.width) * FOIL_SIDE - 2];
  for (let pass = 0; pass < passes; pass += 1) {
    const y = (box.y + ((pass + 0.5) / passes) * box.height) * FOIL_SIDE;
    fireEvent.pointerDown(foil, { clientX: left, clientY: y, pointerId: 1 });
    fireEvent.pointerMove(foil, { clientX: (left + right) / 2, clientY: y, pointerId: 1 });
    fireEvent.pointerMove(foil, { clientX: right, clientY: y, pointerId: 1 });
    fireEvent.pointerUp(foil, { clientX: right, clientY: y, pointerId: 1 });
  }
}
