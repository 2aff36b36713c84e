import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { Messages, NamespaceKeys, NestedKeyOf } from "next-intl";
import type { ReactNode } from "react";
import type { Locale } from "./locales";
import { compileTexts } from "./compiled-texts";

/**
 * A text group, top-level ("plc") or nested ("auth.login") as `useTranslations` takes it, or a
 * single text ("auth.dashboard.toRegistration") when a component needs one of a larger group.
 */
export type TextNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>> | NestedKeyOf<Messages>;

type MessageTree = { [key: string]: unknown };

/**
 * The groups named by `namespaces` from `all`, each at its place in the tree ("auth.login" →
 * { auth: { login } }), each group passed through `prepare`.
 */
export function pickTexts(all: MessageTree, namespaces: readonly string[], prepare: (group: unknown) => unknown = (group) => group): MessageTree {
  const picked: MessageTree = {};
  for (const namespace of namespaces) {
    const keys = namespace.split(".");
    const last = keys.pop() as string;
    let source: unknown = all;
    let target = picked;
    for (const key of keys) {
      source = (source as MessageTree | undefined)?.[key];
      // A copy at each level: the loaded messages are shared by every request.
      const next: MessageTree = { ...(target[key] as MessageTree | undefined) };
      target[key] = next;
      target = next;
    }
    target[last] = prepare((source as MessageTree | undefined)?.[last]);
  }
  return picked;
}

/**
 * Hands the client components below it the texts of the named groups only, so a page ships
 * the texts of the tools it shows and public pages ship none. Client components read them
 * with `useTranslations("<group>")`. A nested provider replaces the groups of an outer one.
 * The texts arrive compiled (lib/i18n/compiled-texts.ts): the browser formats them without
 * the ICU parser. They are the page's texts as next-intl has them: with what editors published.
 */
export async function FeatureTexts({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly TextNamespace[];
  children: ReactNode;
}) {
  const all = (await getMessages({ locale })) as MessageTree;
  return (
    <NextIntlClientProvider locale={locale} messages={pickTexts(all, namespaces, compileTexts)}>
      {children}
    </NextIntlClientProvider>
  );
}
