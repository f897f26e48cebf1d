import { MarketingPage, marketingMetadata, marketingParams, type RouteProps } from '../../marketing-page';

// Every marketing route is known at build time; anything else is the 404 page.
export const dynamicParams = false;

export const generateStaticParams = () => marketingParams('en-US');
export const generateMetadata = (props: RouteProps) => marketingMetadata('en-US', props);

export default function Page(props: RouteProps) {
  return <MarketingPage locale="en-US" {...props} />;
}
