/**
 * A URL no route matches at all. Every path falls under one of the two catch-all routes, whose own not-found pages
 * answer in their language; this is the document Next needs beside two root layouts, in the default language.
 */
import { NotFoundPage, notFoundMetadata } from './not-found-page';
import { SiteDocument } from './site-document';

export const metadata = notFoundMetadata('en-US');

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en-US">
      <NotFoundPage locale="en-US" />
    </SiteDocument>
  );
}
