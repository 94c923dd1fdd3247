import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { profileQuery } from '../../../lib/profile.ts';
import { CustomListEditor, type EditorMode } from './custom-list-editor.tsx';
import { CustomListsHome } from './custom-lists-home.tsx';

/**
 * /settings/workspace/custom-lists (spec part 3 §2.8): the home table, and on the same route the create, edit and
 * preview page, chosen by the query (?list=new, ?list=<id>&mode=edit|preview) so the browser's back button works.
 */
export function CustomListsPage() {
  const [params, setParams] = useSearchParams();
  const profile = useQuery(profileQuery);
  const timeZone = profile.data?.timezone;
  const listParam = params.get('list');

  const go = (next: Record<string, string>) =>
    setParams((prev) => {
      const out = new URLSearchParams();
      const workspace = prev.get('workspace');
      if (workspace) out.set('workspace', workspace);
      for (const [k, v] of Object.entries(next)) out.set(k, v);
      return out;
    });
  const open = (id: number, mode: 'edit' | 'preview') => go({ list: String(id), mode });
  const back = () => go({});

  if (listParam) {
    const id = Number(listParam);
    const mode: EditorMode =
      listParam === 'new' ? 'create' : params.get('mode') === 'edit' ? 'edit' : 'preview';
    return (
      <CustomListEditor
        key={listParam}
        mode={mode}
        listId={Number.isInteger(id) && id > 0 ? id : null}
        timeZone={timeZone}
        onOpen={open}
        onBack={back}
      />
    );
  }
  return (
    <CustomListsHome
      timeZone={timeZone}
      onCreate={() => go({ list: 'new' })}
      onPreview={(l) => open(l.id, 'preview')}
      onEdit={(l) => open(l.id, 'edit')}
    />
  );
}
