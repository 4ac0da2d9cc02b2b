import ListState from './ListState';
import Pagination from './Pagination';
import { PAGE_SIZE } from './usePagedList';

/**
 * A staff list one page at a time: the loading / failed / empty line, `children` (what sits over the table: the
 * Products list's bulk bar), `table(rows)` for a page with rows, and the page links. `list`: usePagedList's answer;
 * `loadingText`, `emptyText` and `what` are ListState's, `pagesLabel` names the page links.
 */
export default function PagedTable({ list, table, loadingText, emptyText, what, pagesLabel, children }) {
  const rows = list.data?.results ?? [];
  return (
    <>
      <ListState
        error={list.error}
        loading={list.isLoading && !list.data}
        empty={list.data && rows.length === 0}
        loadingText={loadingText}
        emptyText={emptyText}
        what={what}
      />
      {children}
      {rows.length > 0 && table(rows)}
      <Pagination
        count={list.data?.count}
        page={list.page}
        pageSize={PAGE_SIZE}
        onPageChange={list.setPage}
        label={pagesLabel}
      />
    </>
  );
}
