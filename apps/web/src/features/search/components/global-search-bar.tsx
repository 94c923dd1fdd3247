import { Badge, Box, Group, Popover, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  displayCode,
  LAYOUT,
  type SearchEntityType,
  type SearchResultEntity,
  TIMERS_MS,
  TRUNCATE,
} from '@riskscreen/shared';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { truncateMiddle } from '../../../lib/format.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { useSuggestions } from '../api.ts';
import {
  canSearch,
  isSearchEntityType,
  SEARCH_TYPE_OPTIONS,
  searchHint,
  searchPath,
  searchText,
} from '../search-rules.ts';
import { useOpenResult } from '../use-open-result.ts';

const TYPE_WIDTH = 130;
/** Suggestions exist for addresses and transactions only. */
const SUGGESTING: SearchEntityType[] = ['all', 'address', 'transaction'];

/**
 * The header's global search (spec part 1 §2, §5): a type dropdown and the search input (561 px); the hint says
 * how many characters are needed, then 'Press enter to search'; Enter searches; suggestions show while typing.
 */
export function GlobalSearchBar() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const workspace = useWorkspaceSlug();
  const openResult = useOpenResult();
  const isResultsPage = location.pathname === routes.search.pattern;
  const [value, setValue] = useState('');
  const [type, setType] = useState<SearchEntityType>('all');
  const [isOpen, setOpen] = useState(false);
  const [debounced] = useDebouncedValue(searchText(value), TIMERS_MS.searchDebounce);
  const wantsSuggestions = isOpen && SUGGESTING.includes(type) && canSearch(debounced, type);
  const suggestions = useSuggestions(debounced, wantsSuggestions);

  // On the results page the bar shows the search it lists.
  const urlQuery = isResultsPage ? params.get('q') : null;
  const urlType = isResultsPage ? params.get('search_entity_type') : null;
  useEffect(() => {
    if (urlQuery !== null) setValue(urlQuery);
    if (isSearchEntityType(urlType)) setType(urlType);
  }, [urlQuery, urlType]);

  const search = (raw: string, searchType: SearchEntityType) => {
    if (!canSearch(raw, searchType)) {
      setOpen(true);
      return;
    }
    setOpen(false);
    navigate(withWorkspace(searchPath(raw, searchType), workspace));
  };

  const changeType = (next: SearchEntityType) => {
    setType(next);
    // Too short for the new type: the hint shows and nothing is searched.
    if (searchText(value).length > 0) search(value, next);
  };

  const pick = (item: SearchResultEntity) => {
    setOpen(false);
    openResult(item);
  };

  const hasText = searchText(value).length > 0;
  return (
    <Popover
      opened={isOpen && hasText}
      onChange={setOpen}
      width="target"
      position="bottom-start"
      shadow="md"
      trapFocus={false}
      returnFocus={false}
    >
      <Popover.Target>
        <Box w={LAYOUT.searchBarWidth} maw="100%" data-testid="global-search">
          <Group gap={0} wrap="nowrap">
            <Select
              w={TYPE_WIDTH}
              data={SEARCH_TYPE_OPTIONS}
              value={type}
              onChange={(next) => next && changeType(next as SearchEntityType)}
              allowDeselect={false}
              aria-label="Search type"
              comboboxProps={{ withinPortal: true }}
              styles={{ input: { borderTopRightRadius: 0, borderBottomRightRadius: 0 } }}
            />
            <TextInput
              style={{ flex: 1 }}
              value={value}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                setOpen(true);
              }}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
              placeholder="Search by address, transaction, customer or case"
              leftSection={<IconSearch size={16} />}
              aria-label="Global search"
              styles={{ input: { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeft: 0 } }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') search(value, type);
                if (e.key === 'Escape') setOpen(false);
              }}
            />
          </Group>
        </Box>
      </Popover.Target>
      <Popover.Dropdown p="xs" onMouseDown={(e) => e.preventDefault()}>
        <Stack gap={6}>
          <Text size="xs" c="dimmed" data-testid="search-hint">
            {searchHint(value, type)}
          </Text>
          {wantsSuggestions &&
            (suggestions.data ?? []).map((item) => (
              <UnstyledButton
                key={`${item.item_type}:${item.currency}:${item.identifier}`}
                onClick={() => pick(item)}
                data-testid="search-suggestion"
                p={4}
                style={{ borderRadius: 4 }}
              >
                <Group gap={6} wrap="nowrap">
                  {item.currency !== null && (
                    <Badge size="xs" variant="light" color="gray">
                      {displayCode(item.currency)}
                    </Badge>
                  )}
                  <Text size="sm" ff="monospace" title={item.identifier}>
                    {truncateMiddle(item.identifier, 2 * TRUNCATE.addressHeader)}
                  </Text>
                  {item.name && (
                    <Text size="xs" c="dimmed" truncate>
                      {item.name}
                    </Text>
                  )}
                  <Badge size="xs" variant="outline" color={item.is_screened ? 'teal' : 'gray'} ml="auto">
                    {item.is_screened ? 'Screened' : 'Unscreened'}
                  </Badge>
                </Group>
              </UnstyledButton>
            ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
