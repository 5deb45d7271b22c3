/** A row of the table, as the list endpoint sends it. */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
}

/** What the detail endpoint adds for one person: too much to send for every row up front. */
export interface PersonDetails {
  bio: string;
}

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {signal});
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  return (await response.json()) as T;
}

export const fetchPeople = async (signal?: AbortSignal) =>
  (await getJson<{data: Person[]}>('/demo-api/people?size=5', signal)).data;

export const fetchDetails = (id: string, signal?: AbortSignal) =>
  getJson<PersonDetails>(`/demo-api/people/${encodeURIComponent(id)}/details`, signal);
