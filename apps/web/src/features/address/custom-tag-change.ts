type Tag = { id: number; name: string };

/** What saving the Custom Tags modal does: the tags it puts on, takes off, and the ids the server is sent. */
export type CustomTagChange = { added: Tag[]; removed: Tag[]; customTagIds: number[] };

/**
 * The picked choices against the address's current tags. update-custom-tags takes off every id it is not
 * sent, so what the pick list does not offer (custom lists, system lists, inactive tags) is sent again.
 */
export function customTagChange(
  current: readonly Tag[],
  choices: readonly Tag[],
  pickedIds: readonly number[],
): CustomTagChange {
  const isOffered = (tag: Tag) => choices.some((choice) => choice.id === tag.id);
  const isCurrent = (tag: Tag) => current.some((own) => own.id === tag.id);
  const isPicked = (tag: Tag) => pickedIds.includes(tag.id);
  const kept = current.filter((tag) => !isOffered(tag)).map((tag) => tag.id);
  return {
    added: choices.filter((tag) => isPicked(tag) && !isCurrent(tag)),
    removed: current.filter((tag) => isOffered(tag) && !isPicked(tag)),
    customTagIds: [...kept, ...pickedIds],
  };
}
