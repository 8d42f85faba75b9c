import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { dragAccessibility } from '../../components/ui/drag-and-drop';

/** SPEC §9: the keyboard moves a dragged file 25 px per arrow press. */
export const KEYBOARD_STEP_PX = 25;
/** SPEC §9: the list scrolls when the pointer is within 20% of its edge. */
export const AUTO_SCROLL = { threshold: { x: 0.2, y: 0.2 } };

export const keyboardStep: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const { x, y } = currentCoordinates;
  switch (event.code) {
    case KeyboardCode.Down:
      return { x, y: y + KEYBOARD_STEP_PX };
    case KeyboardCode.Up:
      return { x, y: y - KEYBOARD_STEP_PX };
    case KeyboardCode.Right:
      return { x: x + KEYBOARD_STEP_PX, y };
    case KeyboardCode.Left:
      return { x: x - KEYBOARD_STEP_PX, y };
    default:
      return undefined;
  }
};

/** What a screen reader hears while a file is dragged. */
export const DRAG_ACCESSIBILITY = dragAccessibility({
  instructions:
    'Para reordenar un archivo, pulsa espacio o Intro para tomarlo, muévelo con las flechas y ' +
    'pulsa espacio o Intro para soltarlo. Escape cancela.',
  lifted: 'Archivo tomado.',
  over: (target) =>
    target
      ? 'El archivo está sobre otra posición de la lista.'
      : 'El archivo no está sobre la lista.',
  dropped: (target) => (target ? 'Archivo soltado en su nueva posición.' : 'Archivo soltado.'),
  cancelled: 'Reordenación cancelada.',
});
