import type { DemoId } from './demo-reducer.ts';
import { Icon } from './icon.tsx';
import { useDemoPlayer } from './use-demo-player.ts';
import './demo.css';

const DEMOS: { id: DemoId; title: string; text: string; duration: string }[] = [
  { id: 'candidate-calls', title: 'Candidate calls', text: 'A first screen: salary expectations and notice period.', duration: '0:30' },
  { id: 'scheduling', title: 'Scheduling', text: 'Booking an interview across two timezones.', duration: '0:27' },
  { id: 'notifications', title: 'Notifications', text: 'Sharing good news after the ATS is updated.', duration: '0:25' },
];

/** Demo: three audio cards; a click plays or pauses, and only one plays at a time. */
export function Demo() {
  const player = useDemoPlayer();
  return (
    <section id="demo" className="section section-alt" aria-labelledby="demo-title" tabIndex={-1}>
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">Hear it for yourself</p>
          <h2 id="demo-title" className="section-title">
            Real conversations, handled end to end
          </h2>
          <p className="section-lede">Three short recordings of Vaiu talking with candidates. Tap a card to listen.</p>
        </header>
        <ul className="card-grid" role="list">
          {DEMOS.map((d) => {
            const playing = player.playing === d.id;
            return (
              <li key={d.id}>
                <button
                  type="button"
                  className={playing ? 'card demo-card is-playing' : 'card demo-card'}
                  aria-pressed={playing}
                  data-demo={d.id}
                  onClick={() => player.toggle(d.id)}
                >
                  <span className="demo-play" aria-hidden="true">
                    <Icon name={playing ? 'pause' : 'play'} size={22} />
                  </span>
                  <span className="demo-body">
                    <span className="demo-title">{d.title}</span>
                    <span className="demo-text">{d.text}</span>
                  </span>
                  <span className="demo-meta" aria-hidden="true">
                    <span className="demo-eq">
                      <span />
                      <span />
                      <span />
                      <span />
                    </span>
                    <span className="demo-duration">{playing ? 'Playing' : d.duration}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
