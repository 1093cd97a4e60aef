import Database from "better-sqlite3";
import { mkdirSync, rmSync, statSync } from "node:fs";
import { openDatabase } from "./src/storage/index.js";
for (const mb of [50, 200]) {
  const dir = `/tmp/h14a/big${mb}`; rmSync(dir, { recursive: true, force: true });
  const db = openDatabase({ dataDir: dir });
  const ins = db.prepare("INSERT INTO pages (url, final_url, status, title, text, fetched_at) VALUES (?, ?, 'ok', ?, ?, ?)");
  const text = "lorem ipsum dolor sit amet ".repeat(300); // ~8 KB a page
  let i = 0;
  while (true) {
    db.transaction(() => { for (let k = 0; k < 1000; k++, i++) ins.run(`https://site.test/p/${i}`, `https://site.test/p/${i}`, `Page ${i}`, text + i, Date.now()); })();
    db.pragma("wal_checkpoint(TRUNCATE)");
    if (statSync(`${dir}/webscout.db`).size >= mb * 1024 * 1024) break;
  }
  db.close();
  const size = statSync(`${dir}/webscout.db`).size;
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const d = new Database(`${dir}/webscout.db`);
    const t = performance.now();
    const r = d.pragma("quick_check(1)", { simple: true });
    times.push(performance.now() - t);
    d.close();
    if (r !== "ok") throw new Error(String(r));
  }
  times.sort((a, b) => a - b);
  console.log(`${(size / 1048576).toFixed(1)} MB, ${i} pages: quick_check ms min ${times[0].toFixed(1)} median ${times[2].toFixed(1)} max ${times[4].toFixed(1)}`);
}
