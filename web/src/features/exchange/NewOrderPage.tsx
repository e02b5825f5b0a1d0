import { PageLoader } from '../../shared/ui/PageLoader';

/** Placeholder for a few minutes, until the exchange screen lands (owner: exchange-web). */
export default PageLoader;
