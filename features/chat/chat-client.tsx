"use client";

import { formatTag } from "@/lib/format/intl";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Field, FormFooter } from "@/components/forms/form-parts";
import { useApiCall } from "@/components/forms/use-api-call";
import styles from "@/components/forms/forms.module.css";

export interface ChatMessageView {
  readonly id: number;
  readonly userName: string;
  readonly body: string;
  readonly createdAt: number;
}

type Connection = "connecting" | "live" | "closed";

function isMessage(value: unknown): value is ChatMessageView {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === "number" && typeof record.userName === "string" && typeof record.body === "string" && typeof record.createdAt === "number";
}

function merge(list: readonly ChatMessageView[], message: ChatMessageView): ChatMessageView[] {
  if (list.some((item) => item.id === message.id)) return [...list];
  return [...list, message].sort((a, b) => a.id - b.id);
}

/**
 * The site's chat: messages arrive by server-sent events and are shown as text (React escapes
 * them; nothing is ever parsed as HTML).
 */
export function ChatClient({
  initial,
  maxLength,
  localeTag,
}: {
  initial: readonly ChatMessageView[];
  maxLength: number;
  localeTag: string;
}) {
  const t = useTranslations("auth.chat");
  const format = useFormatter();
  const [messages, setMessages] = useState<ChatMessageView[]>(() => [...initial]);
  const [draft, setDraft] = useState("");
  const { busy, error, call } = useApiCall();
  const [connection, setConnection] = useState<Connection>("connecting");
  const listRef = useRef<HTMLOListElement>(null);
  const lastInitialId = initial.at(-1)?.id ?? 0;

  useEffect(() => {
    const source = new EventSource(`/api/chat/stream?after=${lastInitialId}`);
    source.onopen = () => setConnection("live");
    source.addEventListener("message", (event) => {
      try {
        const parsed: unknown = JSON.parse((event as MessageEvent<string>).data);
        if (isMessage(parsed)) setMessages((list) => merge(list, parsed));
      } catch {
        // A malformed event is skipped; the next one is read normally.
      }
    });
    // EventSource reconnects by itself (with Last-Event-ID); CLOSED means the server refused (session over).
    source.onerror = () => setConnection(source.readyState === EventSource.CLOSED ? "closed" : "connecting");
    return () => source.close();
  }, [lastInitialId]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  async function send(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const body = draft.trim();
    if (!body || busy) return;
    const answer = await call<{ message?: unknown }>("/api/chat/messages", { body });
    if (!answer) return;
    const { message } = answer;
    if (isMessage(message)) setMessages((list) => merge(list, message));
    // Whatever was typed while this one was on its way stays.
    setDraft((current) => (current.trim() === body ? "" : current));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  const time = new Intl.DateTimeFormat(formatTag(localeTag), { dateStyle: "short", timeStyle: "short" });
  const length = [...draft].length;
  return (
    <div className={styles.chat}>
      <p className={styles.connection} data-state={connection} role="status">
        {connection === "live" ? t("live") : connection === "connecting" ? t("connecting") : t("closed")}
      </p>
      <ol className={styles.messages} ref={listRef} aria-label={t("listLabel")} aria-live="polite" tabIndex={0}>
        {messages.length === 0 ? <li className={styles.empty}>{t("empty")}</li> : null}
        {messages.map((message) => (
          <li key={message.id} className={styles.message} data-testid="chat-message">
            <p className={styles.meta}>
              <strong dir="auto">{message.userName}</strong> <time dateTime={new Date(message.createdAt).toISOString()}>{time.format(message.createdAt)}</time>
            </p>
            <p className={styles.body} dir="auto">
              {message.body}
            </p>
          </li>
        ))}
      </ol>
      <form method="post" className={styles.chatForm} onSubmit={send} aria-busy={busy}>
        <Field label={t("messageLabel")}>
          <textarea
            name="body"
            rows={3}
            dir="auto"
            value={draft}
            maxLength={maxLength * 2}
            aria-describedby="chat-counter chat-enter-hint"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </Field>
        <p className={styles.hint} id="chat-counter" data-over={length > maxLength}>
          {t("counter", { count: format.number(length), max: maxLength })}
        </p>
        <p className={styles.hint} id="chat-enter-hint">
          {t("enterHint")}
        </p>
        <FormFooter error={error} busy={busy} label={t("send")} busyLabel={t("sending")} disabled={length === 0 || length > maxLength} />
      </form>
    </div>
  );
}
