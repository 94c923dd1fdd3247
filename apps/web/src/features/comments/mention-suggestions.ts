import type { CommentObjectType } from '@riskscreen/shared';
import type { MentionNodeAttrs } from '@tiptap/extension-mention';
import { PluginKey } from '@tiptap/pm/state';
import type { SuggestionKeyDownProps, SuggestionOptions, SuggestionProps } from '@tiptap/suggestion';
import { suggest } from './api.ts';
import { MENTION_CHARS } from './mention-context.ts';

/** One line of the suggestion list: a member ('@') or an alert ('#'). */
export type SuggestionItem = { id: number; label: string; hint: string };

/** What the suggestion popup shows; null when it is closed. */
export type SuggestionState = {
  char: string;
  items: SuggestionItem[];
  selected: number;
  rect: DOMRect | null;
  choose: (item: SuggestionItem) => void;
} | null;

/** The popup's state as the form keeps it (a ref beside React state, so keys are answered synchronously). */
export type SuggestionListener = {
  get: () => SuggestionState;
  /** Show, move or close the popup. */
  set: (next: SuggestionState) => void;
};

type MentionSuggestion = Omit<SuggestionOptions<SuggestionItem, MentionNodeAttrs>, 'editor'>;

async function itemsFor(
  object: { type: CommentObjectType; id: string },
  char: string,
  query: string,
): Promise<SuggestionItem[]> {
  try {
    const found = await suggest(object.type, object.id, query);
    return char === MENTION_CHARS.user
      ? found.users.map((u) => ({ id: u.user_id, label: u.full_name, hint: u.email }))
      : found.alerts.map((a) => ({ id: a.id, label: a.rule_name, hint: `Alert #${a.id}` }));
  } catch {
    return [];
  }
}

/**
 * The '@' (workspace members) and '#' (the object's alerts) suggestions of the comment editor. The popup is React
 * state of the editor's form: the plugin reports what to show and hands keys to it through the listener.
 */
export function mentionSuggestions(
  object: { type: CommentObjectType; id: string },
  listener: SuggestionListener,
): MentionSuggestion[] {
  return [MENTION_CHARS.user, MENTION_CHARS.alert].map((char) => ({
    char,
    pluginKey: new PluginKey(`mention-${char === '@' ? 'user' : 'alert'}`),
    items: ({ query }) => itemsFor(object, char, query),
    render: () => {
      const show = (props: SuggestionProps<SuggestionItem, MentionNodeAttrs>) => {
        const current = listener.get();
        listener.set({
          char,
          items: props.items,
          selected:
            current?.char === char ? Math.max(0, Math.min(current.selected, props.items.length - 1)) : 0,
          rect: props.clientRect?.() ?? null,
          choose: (item) => props.command({ id: String(item.id), label: item.label }),
        });
      };
      return {
        onStart: show,
        onUpdate: show,
        onExit: () => listener.set(null),
        onKeyDown: ({ event }: SuggestionKeyDownProps) => handleKey(event, listener),
      };
    },
  }));
}

/** Arrow keys move the choice, Enter or Tab takes it, Escape closes the list; other keys go to the editor. */
function handleKey(event: KeyboardEvent, listener: SuggestionListener): boolean {
  const current = listener.get();
  if (!current) return false;
  if (event.key === 'Escape') {
    listener.set(null);
    return true;
  }
  const count = current.items.length;
  if (count === 0) return false;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    const step = event.key === 'ArrowDown' ? 1 : count - 1;
    listener.set({ ...current, selected: (current.selected + step) % count });
    return true;
  }
  if (event.key === 'Enter' || event.key === 'Tab') {
    const item = current.items[current.selected];
    if (item) current.choose(item);
    return true;
  }
  return false;
}
