import { useEffect, useState } from "react";
import { USPS_ROTATION_MS } from "../../schema/constants";
import { Icon, type IconName } from "../components/Icon";

export interface UspBarProps {
  items: { label: string; icon: IconName; link?: string }[];
}

/** The USP bar: all items side by side on desktop; on mobile one at a time, cycling every 5 s (SPEC §4). */
export default function UspBar({ items }: UspBarProps) {
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (items.length < 2) return undefined;
    const timer = setInterval(() => setActive((i) => (i + 1) % items.length), USPS_ROTATION_MS);
    return () => clearInterval(timer);
  }, [items.length]);
  return (
    <ul className="usp-bar">
      {items.map((item, i) => (
        <li key={item.label} className={`usp-bar__item${i === active ? " is-active" : ""}`}>
          <Icon name={item.icon} size={16} />
          {item.link ? <a href={item.link}>{item.label}</a> : item.label}
        </li>
      ))}
    </ul>
  );
}
