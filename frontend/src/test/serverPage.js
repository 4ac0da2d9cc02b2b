// A page as the server writes it (serverRender.jsx renderPage, web/spa.py): the app's HTML, and the answers it
// embeds (the API's, with those the first screen reads less of in their place) as the browser reads them.
import { beforeAll } from 'vitest';
import { parseInitialData } from '../api/initialData';
import '../serverRender';

// As web/server_render.py loads the renderer: its lazy routes in before any page is rendered.
beforeAll(() => globalThis.prepareServerRender());

export function serverPage(path, answersJson) {
  const page = JSON.parse(globalThis.renderPage(path, answersJson, 'https://shop.example', true));
  const { answers, site } = parseInitialData(answersJson);
  const embedded = Object.fromEntries(Object.entries(page.embedded).map(([url, body]) => [url, JSON.parse(body)]));
  return { html: page.html, answers: { ...answers, ...embedded }, site };
}
