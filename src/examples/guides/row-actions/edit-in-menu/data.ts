export interface Ticket {
  id: string;
  subject: string;
  assignee: string;
  status: 'Open' | 'Closed';
}

export const tickets: Ticket[] = [
  {id: 'T-201', subject: 'Invoice shows the wrong VAT rate', assignee: 'Noor', status: 'Open'},
  {id: 'T-202', subject: 'Export to CSV drops accents', assignee: 'Piet', status: 'Open'},
  {id: 'T-203', subject: 'Password reset mail delayed', assignee: 'Noor', status: 'Closed'},
  {id: 'T-204', subject: 'Dark mode flashes on load', assignee: 'Ines', status: 'Open'},
  {id: 'T-205', subject: 'Typo on the pricing page', assignee: 'Piet', status: 'Closed'},
];
