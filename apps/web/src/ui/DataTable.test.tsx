// Proves that DataTable is a table inside its own scrolling box that passes its props (name, test id,
// class) through and takes the density asked for, that DataTableHead draws one column heading for
// each column, and that numeric headings and cells share numericCell's class.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DataTable, DataTableHead, numericCell, type DataTableDensity } from './DataTable';

function renderTable(density?: DataTableDensity) {
  return render(
    <DataTable density={density} className="ladder" data-testid="vip-ladder" aria-label="Ladder">
      <DataTableHead
        columns={[
          { key: 'level', header: 'Level' },
          { key: 'bonus', header: 'Bonus', numeric: true },
          { key: 'link', header: null },
        ]}
      />
      <tbody>
        <tr>
          <th scope="row">VIP 1</th>
          <td className={numericCell}>8.00</td>
          <td />
        </tr>
      </tbody>
    </DataTable>,
  );
}

describe('DataTable', () => {
  it('is a named table inside a scrolling box, with its test id and class', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Ladder' });
    expect(table).toHaveAttribute('data-testid', 'vip-ladder');
    expect(table).toHaveClass('ladder');
    expect(table.parentElement?.tagName).toBe('DIV');
    expect(within(table).getByRole('rowheader')).toHaveTextContent('VIP 1');
  });

  it('draws regular cells by default and compact ones when asked', () => {
    const { unmount } = renderTable();
    const regular = screen.getByRole('table').className;
    unmount();
    renderTable('compact');
    expect(screen.getByRole('table').className).not.toBe(regular);
  });

  it('heads each column, numeric ones with the same class as their cells', () => {
    renderTable();
    const headings = screen.getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Level', 'Bonus', '']);
    expect(headings.map((heading) => heading.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(numericCell).toBeTruthy();
    expect(headings[1]!.className).toBe(numericCell);
    expect(headings[0]!.className).toBe('');
    expect(screen.getAllByRole('cell')[0]!.className).toBe(numericCell);
  });
});
