/** What a DataTable needs of the query of one page of a list (the API's count and results). */
type PageQuery<Row> = {
  data: { count: number; results: Row[] } | undefined;
  error: unknown;
  isLoading: boolean;
  refetch: () => unknown;
};

type Paging = { page: number; pageSize: number; onPageChange: (page: number) => void };

/**
 * A DataTable's rows, paging, loading, error and retry from the query of the page shown. Loading is the query's
 * first fetch unless the caller says otherwise (`isPending` also covers a query still waiting to be enabled).
 */
export function pagedQueryTable<Row>(query: PageQuery<Row>, paging: Paging, isLoading = query.isLoading) {
  return {
    rows: query.data?.results,
    total: query.data?.count,
    isLoading,
    error: query.error,
    onRetry: () => void query.refetch(),
    ...paging,
  };
}
