import { NotFoundPage, notFoundMetadata } from '../not-found-page';

export const metadata = notFoundMetadata('en-US');

export default function NotFound() {
  return <NotFoundPage locale="en-US" />;
}
