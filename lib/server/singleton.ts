/**
 * One value per process. Next compiles a module into every route bundle that imports it, so a
 * module-level variable would exist once per bundle; the value lives on globalThis instead,
 * under a registered symbol, and every bundle sees the same one. `create` runs at the first
 * call (a throw leaves nothing behind, so the next call tries again).
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const holder = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`multisite.${name}`);
  if (!(key in holder)) holder[key] = create();
  return holder[key] as T;
}
