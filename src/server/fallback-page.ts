// Served at GET / when the chat UI has not been built: says so and how to build it (no scripts, no styles).
export const FALLBACK_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>webscout — UI not built</title>
</head>
<body>
<main>
<h1>webscout is running, but its chat UI wasn't built</h1>
<p>The server looks for the built UI in <code>dist/ui/</code> and did not find <code>index.html</code> there.</p>
<p>Build it from the project folder with <code>npm run build</code>, then reload this page (no restart needed).</p>
<p>The API works meanwhile: <a href="/health">/health</a>, <a href="/config">/config</a>, and
<code>POST /chat</code> with <code>{"question": "…"}</code>.</p>
</main>
</body>
</html>
`;
