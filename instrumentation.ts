export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const [http, https, { installPeerStamp }] = await Promise.all([
      import("node:http"),
      import("node:https"),
      import("@/lib/api/client-ip"),
    ]);
    installPeerStamp(http.Server.prototype);
    installPeerStamp(https.Server.prototype);
    const { prepareDatabase } = await import("@/lib/db/prepare");
    await prepareDatabase();
    // Scheduled work and mail retries (docs/jobs.md), started beside the first requests, not before them.
    const { startShopJobs } = await import("@/lib/jobs/start");
    void startShopJobs();
  }
}
