/** One column of the PDF table: the record key it reads and the heading it shows. */
export interface PdfColumn<T> {
  key: keyof T & string;
  header: string;
}

/**
 * Draws `records` as a table in a new A4 PDF and starts its download.
 * jsPDF and its table plugin are loaded here, on the first export, so their
 * code is not part of the page a visitor downloads to see the table.
 */
export async function exportPdf<T extends object>(records: T[], columns: PdfColumn<T>[], filename: string) {
  const [{jsPDF}, {autoTable}] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({orientation: 'landscape', format: 'a4'});
  autoTable(doc, {
    head: [columns.map((column) => column.header)],
    body: records.map((record) => columns.map((column) => String(record[column.key] ?? ''))),
  });
  doc.save(filename);
}
