// What the routes use of the chat on the server: its page, the feed and the stream slots.
import "server-only";

export { ChatPage } from "./chat-page";
export { chatFeed } from "./feed";
export { chatMessageSchema } from "./message-schema";
export { takeStreamSlot } from "./open-streams";
