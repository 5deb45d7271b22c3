export interface Server {
  host: string;
  ip: string;
  region: string;
}

// a fixed list of servers (addresses from the range reserved for documentation)
export const servers: Server[] = [
  {host: 'web-01', ip: '192.0.2.11', region: 'eu-west'},
  {host: 'web-02', ip: '192.0.2.12', region: 'eu-west'},
  {host: 'db-01', ip: '192.0.2.20', region: 'us-east'},
  {host: 'cache-01', ip: '192.0.2.31', region: 'ap-south'},
];
