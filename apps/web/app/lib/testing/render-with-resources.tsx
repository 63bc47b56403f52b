import type { createRoutesStub } from 'react-router';
import { renderRoutes, type StubRoute } from './render-route';

/** Any route React Router's stub takes: a page, a layout, or a resource route without one. */
export type AnyStubRoute = Parameters<typeof createRoutesStub>[0][number];

/**
 * renderRoutes for a page beside the resource routes it calls, whose loaders and actions stand
 * in for the server and render nothing: English texts, a user-event session, at `url`.
 */
export function renderWithResources(routes: AnyStubRoute[], url: string) {
  return renderRoutes(routes as StubRoute[], { url });
}
