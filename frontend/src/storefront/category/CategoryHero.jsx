/** The category's title, as a hero banner where the page has one; `headingRef` from usePageTitle. */
export default function CategoryHero({ hero, title, headingRef }) {
  if (!hero) {
    return (
      <div className="page-heading page-heading--category">
        <h1 className="page-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
      </div>
    );
  }
  return (
    <section className="category-hero" aria-labelledby="category-hero-title">
      <p className="eyebrow eyebrow--light">{hero.eyebrow}</p>
      <h1 id="category-hero-title" className="category-hero__title" ref={headingRef} tabIndex={-1}>
        {hero.title}
      </h1>
      <p className="category-hero__subtitle">{hero.subtitle}</p>
    </section>
  );
}
