// The signed-in dynamic pages /en/dashboard and /en/intern/chat (an entitled member) and POST
// /api/chat/messages with 20 open chat streams, side by side: SQLite one process; PostgreSQL one process; PostgreSQL two replicas
// behind nginx (the example proxy configuration). Reference rows: a prerendered public page from
// Node directly and its bytes from nginx's disk. Not a test; the machine should be otherwise idle.
// Usage: npm run build && node --import tsx bench/dashboard.mjs   (BENCH_SECONDS=10, BENCH_POSTERS=120,
// BENCH_SETUPS=sqlite,postgres,replicas; PostgreSQL as in bench/lib/setups.mjs; needs nginx)
import { openStream } from "../tests/e2e/support/chat-stream.ts";
import { get } from "./lib/http.mjs";
import { load, table } from "./lib/load.mjs";
import { nginxAvailable, startNginx } from "./lib/nginx.ts";
import { entitledMembers, sharedCookie, startSetup, stopCluster } from "./lib/setups.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const kinds = (process.env.BENCH_SETUPS ?? "sqlite,postgres,replicas").split(",");
const PUBLIC_PATH = "/en/2024";
const STREAMS = 20;
const STREAMS_PER_MEMBER = 5;
/** Each member may post 20 messages a minute: the POST load spreads over this many, 19 posts each. */
const POSTERS = Number(process.env.BENCH_POSTERS ?? 120);
const POSTS_PER_POSTER = 19;

if (!nginxAvailable()) {
  console.error("nginx is needed for the replicas and the reference row: apt-get install -y nginx-light");
  process.exit(1);
}

const row = (setup, what, result) => ({ setup, what, "req/s": Math.round(result.requestsPerSecond), "p50 ms": result.p50, "p99 ms": result.p99, requests: result.total, failed: result.failed });

/** Rotates the members' cookies over the requests, so no member passes the chat's flood guard. */
function chatPosts(host, cookies) {
  let next = 0;
  return [
    {
      method: "POST",
      path: "/api/chat/messages",
      setupRequest: (request) => {
        const n = next++;
        return {
          ...request,
          headers: { ...request.headers, host, origin: `http://${host}`, "content-type": "application/json", cookie: `session=${cookies[n % cookies.length]}` },
          body: JSON.stringify({ body: `bench message ${n}` }),
        };
      },
    },
  ];
}

async function measure(kind, basePort) {
  const setup = await startSetup(kind, basePort);
  const streams = [];
  try {
    const { host, entry } = setup;
    const cookie = await sharedCookie(setup);
    const page = await get({ port: entry, host, path: "/en/dashboard", headers: { cookie: `session=${cookie}` } });
    if (page.status !== 200) throw new Error(`${kind}: the dashboard answered ${page.status}`);
    const headers = { cookie: `session=${cookie}` };
    await load({ port: entry, host, path: "/en/dashboard", headers, duration: 2 });
    const dashboard = await load({ port: entry, host, path: "/en/dashboard", headers, duration: seconds });

    const members = await entitledMembers(setup, STREAMS / STREAMS_PER_MEMBER + POSTERS);
    const chatHeaders = { cookie: `session=${members[0]}` };
    const chatPage = await get({ port: entry, host, path: "/en/intern/chat", headers: chatHeaders });
    if (chatPage.status !== 200 || !chatPage.body.toString().includes('id="chat-counter"')) throw new Error(`${kind}: the chat page answered ${chatPage.status} without the chat`);
    await load({ port: entry, host, path: "/en/intern/chat", headers: chatHeaders, duration: 2 });
    const chat = await load({ port: entry, host, path: "/en/intern/chat", headers: chatHeaders, duration: seconds });
    for (let index = 0; index < STREAMS; index += 1) {
      const server = setup.servers[index % setup.servers.length];
      streams.push(await openStream({ port: server.port, host, cookie: members[Math.floor(index / STREAMS_PER_MEMBER)], onMessage: () => {} }));
    }
    const posters = members.slice(STREAMS / STREAMS_PER_MEMBER);
    const posts = await load({ port: entry, host, connections: 20, amount: POSTERS * POSTS_PER_POSTER, requests: chatPosts(host, posters) });
    return [row(kind, "GET /en/dashboard (signed in)", dashboard), row(kind, "GET /en/intern/chat (entitled member)", chat), row(kind, `POST /api/chat/messages, ${STREAMS} streams open`, posts)];
  } finally {
    for (const stream of streams) stream.close();
    await setup.stop();
  }
}

/** A prerendered public page from Node, and the same bytes from nginx's disk: what the machine can do at best. */
async function reference(basePort) {
  const setup = await startSetup("sqlite", basePort);
  let nginx;
  try {
    const { host } = setup;
    const page = await get({ port: basePort, host, path: PUBLIC_PATH });
    if (page.status !== 200) throw new Error(`${PUBLIC_PATH} answered ${page.status}`);
    nginx = await startNginx({ staticPort: basePort + 8, proxyPort: basePort + 9, upstreamPort: basePort, files: { [PUBLIC_PATH]: page.body } });
    const rows = [];
    for (const [what, port] of [
      [`public page ${PUBLIC_PATH}, Node directly`, basePort],
      [`public page ${PUBLIC_PATH}, its bytes from nginx's disk`, basePort + 8],
    ]) {
      await load({ port, host, path: PUBLIC_PATH, duration: 2 });
      rows.push(row("reference", what, await load({ port, host, path: PUBLIC_PATH, duration: seconds })));
    }
    return rows;
  } finally {
    await nginx?.stop();
    await setup.stop();
  }
}

const rows = [];
try {
  for (const [index, kind] of kinds.entries()) rows.push(...(await measure(kind, 3430 + index * 10)));
  rows.push(...(await reference(3470)));
} finally {
  stopCluster();
}
console.log(`\nSigned-in page and chat posts, 50 connections for the page (${seconds} s), 20 for the posts (${POSTERS * POSTS_PER_POSTER} posts)\n`);
console.log(table(rows));
