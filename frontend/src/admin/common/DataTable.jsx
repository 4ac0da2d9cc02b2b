import './DataTable.css';

/**
 * The staff app's lists (orders, queue, products, low stock): a table whose first column heads each row, and
 * whose cells carry their column's label, which the phone layout shows beside each value (admin.css).
 * `columns`: [{label, cell(row), className?: string | (row) => string}]; `rowClassName(row)` marks a row.
 * `selection` (optional) adds a checkbox before each row and one in the header for the rows shown:
 * {isSelected(row), onToggle(row), rowLabel(row), page: 'all' | 'some' | 'none', onTogglePage, pageLabel}.
 */
export default function DataTable({ name, rows, columns, rowKey = (row) => row.id, rowClassName, selection }) {
  const classOf = (column, row) =>
    (typeof column.className === 'function' ? column.className(row) : column.className) || undefined;
  return (
    <table className={`admin-table admin-table--${name}${selection ? ' admin-table--selectable' : ''}`}>
      <thead>
        <tr>
          {selection && (
            <th scope="col" className="admin-table__select">
              <PageCheckbox selection={selection} />
            </th>
          )}
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row) || undefined}>
            {selection && (
              <td className="admin-table__select" data-label="Select">
                <input
                  type="checkbox"
                  aria-label={selection.rowLabel(row)}
                  checked={selection.isSelected(row)}
                  onChange={() => selection.onToggle(row)}
                />
              </td>
            )}
            {columns.map((column, index) => {
              const Cell = index === 0 ? 'th' : 'td';
              return (
                <Cell
                  key={column.label}
                  scope={index === 0 ? 'row' : undefined}
                  data-label={column.label}
                  className={classOf(column, row)}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// Its label is read by screen readers only, except on a phone, where the header row is not a row of column
// names but this checkbox alone (admin.css).
function PageCheckbox({ selection }) {
  return (
    <label className="admin-table__select-all">
      <input
        type="checkbox"
        checked={selection.page === 'all'}
        ref={(input) => {
          if (input) input.indeterminate = selection.page === 'some';
        }}
        onChange={selection.onTogglePage}
      />
      <span className="admin-sr-only admin-table__select-label">{selection.pageLabel}</span>
    </label>
  );
}
