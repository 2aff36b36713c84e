// The chat in the browser: the message list, the form and the live stream.
export { ChatClient } from "./chat-client";
