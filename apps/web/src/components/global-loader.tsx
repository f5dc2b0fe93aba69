import { useLoader } from '../lib/loader';
import classes from './global-loader.module.css';

/** The overlay shown while sign-in, sign-up or confirmation is in progress. */
export function GlobalLoader() {
  const { loading, text } = useLoader();
  if (!loading) return null;
  return (
    <div className={classes.overlay} data-testid="global-loader" role="status" aria-live="polite">
      <div className={classes.bars} aria-hidden="true">
        <span className={classes.bar} />
        <span className={classes.bar} />
        <span className={classes.bar} />
      </div>
      <span className={classes.text}>{text || 'Loading…'}</span>
    </div>
  );
}
