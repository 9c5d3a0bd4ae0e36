import { eyebrow as eyebrowClass, sectionTitle } from "./layout-classes";

/** Eyebrow, title, optional intro and an optional action (e.g. "See all tours") aligned right. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  action,
  center = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  action?: React.ReactNode;
  center?: boolean;
}) {
  return (
    <div className={center ? "flex flex-col items-center gap-4 text-center" : "site-heading-row"}>
      <div className="max-w-2xl">
        {eyebrow ? <p className={eyebrowClass}>{eyebrow}</p> : null}
        <h2 id={id} className={`${sectionTitle} mt-2`}>
          {title}
        </h2>
        {intro ? <p className="site-intro">{intro}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
