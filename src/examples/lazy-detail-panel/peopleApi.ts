/** A row of the table, as the list endpoint sends it. */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  city: string;
}

/** What the detail endpoint adds for one person (too much to send for every row up front). */
export interface PersonDetails {
  id: string;
  phone: string;
  address: string;
  bio: string;
  skills: string[];
  projects: {name: string; status: 'active' | 'done' | 'paused'}[];
}

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {signal});
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  return (await response.json()) as T;
}

export const fetchPeople = async (signal?: AbortSignal) =>
  (await getJson<{data: Person[]}>('/demo-api/people?size=10', signal)).data;

export const fetchPersonDetails = (id: string, signal?: AbortSignal) =>
  getJson<PersonDetails>(`/demo-api/people/${encodeURIComponent(id)}/details`, signal);
