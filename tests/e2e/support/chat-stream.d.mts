export interface StreamedMessage {
  id: number;
  userName: string;
  body: string;
  createdAt: number;
}
export interface StreamOptions {
  port: number;
  host: string;
  cookie: string;
  onMessage(message: StreamedMessage, at: number, eventId: string | undefined): void;
  after?: number;
  lastEventId?: number;
}
export function openStream(options: StreamOptions): Promise<{ close(): void }>;
