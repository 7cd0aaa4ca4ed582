import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** What a screen reader hears while a photo is dragged with the keyboard (or the mouse). */
export const PHOTO_DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this photo, press Space or Enter to pick it up, use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
};

/** "image 2, position 2 of 5" announcements, from the photos' keys and names. */
export function photoAnnouncements(keys: readonly string[], nameOf: (key: string) => string): Announcements {
  const where = (id: UniqueIdentifier | undefined) => {
    const index = keys.indexOf(String(id));
    return index < 0 ? '' : `position ${index + 1} of ${keys.length}${index === 0 ? ', the cover' : ''}`;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}, ${where(active.id)}.`,
    // Over its own place (as a drag starts): the pick-up message says where it is.
    onDragOver: ({ active, over }) => {
      if (over?.id === active.id) return undefined;
      return over ? `${nameOf(String(active.id))} is over ${where(over.id)}.` : `${nameOf(String(active.id))} is not over a place.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(String(active.id))} dropped at ${where(over.id)}.` : `${nameOf(String(active.id))} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} cancelled; it stays at ${where(active.id)}.`,
  };
}
