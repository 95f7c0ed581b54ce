import { useEffect, useState } from "react";
import type { MenuItem } from "../config/navigation-types";
import { Icon } from "./Icon";

/**
 * Desktop mega menu (SPEC §2): opens on hover over a top-level category, shows columns of links
 * and promo tiles. The server sends the top-level links only; the panels are drawn once the header
 * has hydrated (on idle), from the navigation in its props — in the HTML they were some 110 hidden
 * elements on every page, and the same links again as JSON (issue 35). Without JavaScript the
 * top-level links still lead to their categories, and the header's menu button to the menu page.
 */
export function MegaMenu({
  items,
  label,
  onOpenChange,
}: {
  items: MenuItem[];
  label: string;
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const change = (index: number | null) => {
    setOpen(index);
    onOpenChange?.(index !== null);
  };
  return (
    <nav
      className="mega"
      aria-label={label}
      onMouseLeave={() => change(null)}
      onKeyDown={(e) => e.key === "Escape" && change(null)}
    >
      <ul className="mega__list">
        {items.map((item, index) => (
          <li
            key={item.url}
            className={`mega__item${open === index ? " is-open" : ""}`}
            onMouseEnter={() => change(index)}
          >
            {item.clickable !== false ? (
              <a className="mega__top" href={item.url} onFocus={() => change(index)}>
                {item.name}
              </a>
            ) : (
              <span className="mega__top">{item.name}</span>
            )}
            {hydrated && Boolean(item.columns?.length || item.promos?.length) && (
              <div className="mega__panel">
                <div className="mega__inner container">
                  {item.columns?.map((column) => (
                    <div className="mega__column" key={column.title}>
                      {column.titleLink ? (
                        <a className="mega__title" href={column.titleLink}>
                          {column.title}
                        </a>
                      ) : (
                        <p className="mega__title">{column.title}</p>
                      )}
                      <ul>
                        {column.rows.map((row) => (
                          <li key={row.url}>
                            <a href={row.url}>{row.label}</a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                  {item.promos?.map((promo) => (
                    <a
                      key={promo.title}
                      className={`promo-tile promo-tile--${promo.tone}${promo.image ? " promo-tile--image" : ""}${promo.isLight ? " promo-tile--light" : ""}`}
                      href={promo.url}
                    >
                      {promo.image && (
                        <img
                          className="promo-tile__image"
                          src={promo.image}
                          alt={promo.imageAlt ?? ""}
                          loading="lazy"
                          decoding="async"
                          width={375}
                          height={540}
                        />
                      )}
                      <span className="promo-tile__title">{promo.title}</span>
                      <span className="promo-tile__text">{promo.description}</span>
                      <span className="promo-tile__cta">
                        {promo.buttonText} <Icon name="chevronRight" size={16} />
                      </span>
                    </a>
                  ))}
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
