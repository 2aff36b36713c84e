// Prints the port for the end-to-end test server: E2E_PORT when it is set and free, else a
// free port the system picks. A port that is taken stops the run at once, naming it, instead
// of a test server that cannot start and tests that fail for no visible reason.
import { createServer } from "node:net";

/** Resolves with the port once something could listen on it (0: any free port), or rejects. */
function listenOnce(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen({ port, host: "0.0.0.0", exclusive: true }, () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

const wanted = process.env.E2E_PORT;
if (wanted !== undefined && wanted !== "") {
  const port = Number(wanted);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`E2E_PORT: "${wanted}" is no port number (1 to 65535).`);
    process.exit(1);
  }
  try {
    await listenOnce(port);
  } catch (error) {
    console.error(`E2E_PORT: port ${port} is in use (${error.code ?? error.message}); stop what listens there or set E2E_PORT to a free port.`);
    process.exit(1);
  }
  console.log(port);
} else {
  console.log(await freeBase());
}

/**
 * Specs start servers of their own at E2E_PORT + 1 … + 99, so the base lies below the system's
 * range of ephemeral ports (32768 and up on Linux): there an outgoing connection (Chromium, the
 * PostgreSQL pool) may hold any port at any moment.
 */
async function freeBase() {
  const low = 20000;
  const high = 32000;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const candidate = low + 100 * Math.floor((Math.random() * (high - low)) / 100);
    try {
      return await listenOnce(candidate);
    } catch {
      // Taken: try another.
    }
  }
  return listenOnce(0);
}
