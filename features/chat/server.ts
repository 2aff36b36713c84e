// What the routes use of the chat on the server: its page, its event stream, the readers of new
// messages and the message rules.
import "server-only";

export { ChatPage } from "./chat-page";
export { chatEventStream } from "./event-stream";
export { chatTails } from "./feed";
export { chatMessageSchema } from "./message-schema";
