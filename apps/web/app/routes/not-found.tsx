/** spec §2: unknown routes answer 404 and the root error page says so. */
export function loader() {
  throw new Response('Not Found', { status: 404 });
}

// Rendering a component keeps this a page route: the 404 shows as the HTML error page.
export default function NotFound() {
  return null;
}
