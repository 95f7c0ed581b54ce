import type { RawBlock } from "../../schema/content/components";
import { Breadcrumbs, type Crumb } from "../components/Breadcrumbs";
import { Blocks } from "../components/cms/Blocks";
import { CmsDataContext, type CmsData } from "../components/cms/cms-data";

export interface StoryPageProps {
  title: string;
  body: RawBlock[];
  crumbs: Crumb[];
  data: CmsData;
  /** The home story: no breadcrumbs, no page title of its own (its hero has the h1). */
  home?: boolean;
}

/**
 * A CMS page (SPEC §2 cms-page): breadcrumbs, a title unless the body opens with a banner (whose
 * heading is then the page's h1), then the blocks.
 */
export function StoryPage({ title, body, crumbs, data, home = false }: StoryPageProps) {
  const opensWithHero = body[0]?.component === "banner" || body[0]?.component === "slider";
  return (
    <CmsDataContext.Provider value={data}>
      <div className={`story-page${home ? " story-page--home" : ""}`}>
        {!home && !opensWithHero && (
          <header className="story-page__header container">
            {crumbs.length > 1 && <Breadcrumbs items={crumbs} />}
            <h1 className="story-page__title">{title}</h1>
          </header>
        )}
        <div className="story-page__body">
          <Blocks blocks={body} />
        </div>
      </div>
    </CmsDataContext.Provider>
  );
}
