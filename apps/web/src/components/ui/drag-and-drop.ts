import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

/**
 * The sensors of every drag and drop (dnd-kit): the mouse after a few pixels and touch after a
 * short press, so the buttons inside what is dragged still click, and the keyboard, whose arrows
 * move what is lifted by `keyboardStep`.
 */
export function useDragSensors(
  keyboardStep: KeyboardCoordinateGetter,
  keyboard: { scrollBehavior?: ScrollBehavior } = {},
) {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardStep, ...keyboard }),
  );
}

/** Where a dragged thing is (the id of what it is over), or null outside every target. */
type Over = { over: { id: string | number } | null };
const overId = ({ over }: Over) => (over ? String(over.id) : null);

/**
 * What a screen reader hears while something is dragged (dnd-kit speaks English by default):
 * how to drag it with the keyboard, then that it was lifted, where it is, where it was dropped
 * (`target` null outside every target) and that the drag was cancelled.
 */
export function dragAccessibility(texts: {
  instructions: string;
  lifted: string;
  over: (target: string | null) => string;
  dropped: (target: string | null) => string;
  cancelled: string;
}) {
  return {
    screenReaderInstructions: { draggable: texts.instructions },
    announcements: {
      onDragStart: () => texts.lifted,
      onDragOver: (event: Over) => texts.over(overId(event)),
      onDragEnd: (event: Over) => texts.dropped(overId(event)),
      onDragCancel: () => texts.cancelled,
    },
  };
}
