/** Placeholder until the accounts issue's screen lands (owner: see the accounts contract). */
export { default } from '../coming-soon/ComingSoonPage';
