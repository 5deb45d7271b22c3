export type Priority = 'Low' | 'Medium' | 'High' | 'Urgent';

export interface Ticket {
  id: string;
  subject: string;
  assignee: string;
  priority: Priority;
  open: boolean;
}

export const priorities: Priority[] = ['Low', 'Medium', 'High', 'Urgent'];

// 14 fixed rows: the same on the server and in the browser
export const data: Ticket[] = [
  {id: 'T-101', subject: 'Login page times out', assignee: 'Ava', priority: 'Urgent', open: true},
  {id: 'T-102', subject: 'Export to CSV drops accents', assignee: 'Liam', priority: 'Medium', open: true},
  {id: 'T-103', subject: 'Invoice totals rounded twice', assignee: 'Maya', priority: 'High', open: false},
  {id: 'T-104', subject: 'Dark mode toggle flickers', assignee: 'Noah', priority: 'Low', open: true},
  {id: 'T-105', subject: 'Password reset email delayed', assignee: 'Ava', priority: 'High', open: true},
  {id: 'T-106', subject: 'Typo on the pricing page', assignee: 'Zoe', priority: 'Low', open: false},
  {id: 'T-107', subject: 'Search ignores the last word', assignee: 'Liam', priority: 'Medium', open: true},
  {id: 'T-108', subject: 'Invoice PDF is blank', assignee: 'Omar', priority: 'Urgent', open: false},
  {id: 'T-109', subject: 'Avatar upload rejects PNG', assignee: 'Maya', priority: 'Medium', open: true},
  {id: 'T-110', subject: 'Session expires during checkout', assignee: 'Noah', priority: 'Urgent', open: true},
  {id: 'T-111', subject: 'Email footer link broken', assignee: 'Zoe', priority: 'Low', open: true},
  {id: 'T-112', subject: 'Invoice list sorts by name', assignee: 'Omar', priority: 'Low', open: true},
  {id: 'T-113', subject: 'Two-factor code not accepted', assignee: 'Ava', priority: 'High', open: false},
  {id: 'T-114', subject: 'Report chart overlaps legend', assignee: 'Liam', priority: 'Medium', open: false},
];
