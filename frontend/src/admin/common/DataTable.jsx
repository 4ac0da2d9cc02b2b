/**
 * The staff app's lists (orders, queue, products, low stock): a table whose first column heads each row, and
 * whose cells carry their column's label, which the phone layout shows beside each value (admin.css).
 * `columns`: [{label, cell(row), className?: string | (row) => string}]; `rowClassName(row)` marks a row.
 */
export default function DataTable({ name, rows, columns, rowKey = (row) => row.id, rowClassName }) {
  const classOf = (column, row) =>
    (typeof column.className === 'function' ? column.className(row) : column.className) || undefined;
  return (
    <table className={`admin-table admin-table--${name}`}>
      <thead>
        <tr>
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
