// What every bench part hands back, and how run.ts prints it: one table per part, figures aligned on
// the right, the notes that say how to read them (why a reference was skipped, what the target is).

export type PartReport = {
  /** The part's name as given on the command line (`npm run bench -- wallet`). */
  part: string;
  title: string;
  header: string[];
  rows: string[][];
  /** Lines printed under the table: references skipped and why, targets, the machine's reading. */
  notes: string[];
  /** More tables, printed after the notes under their own titles (a part that measures two things). */
  tables?: { title: string; header: string[]; rows: string[][]; notes?: string[] }[];
  /** False when a target was missed or something was lost: the bench exits non-zero. */
  passed: boolean;
  /** Everything measured, written to results/latest.json. */
  data: Record<string, unknown>;
};

/** Lays out a table with the first column left-aligned and the figures right-aligned. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(format)].join(
    '\n',
  );
}

export function printReport(report: PartReport): void {
  console.log(`\n## ${report.title}\n`);
  console.log(formatTable(report.header, report.rows));
  for (const note of report.notes) console.log(`  ${note}`);
  for (const table of report.tables ?? []) {
    console.log(`\n### ${table.title}\n`);
    console.log(formatTable(table.header, table.rows));
    for (const note of table.notes ?? []) console.log(`  ${note}`);
  }
  console.log(`  result: ${report.passed ? 'PASS' : 'FAIL'}`);
}

/** A figure with a fixed number of decimals, or "n/a" when there is none. */
export function figure(value: number | undefined, decimals = 0): string {
  return value === undefined || !Number.isFinite(value) ? 'n/a' : value.toFixed(decimals);
}
