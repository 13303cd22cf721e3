import { Badge, Card, icons } from '@staycompliant/ui';
import type { ClientStory } from '../content/client-stories';
import { clientStoryVideoUrl } from '../shared/configured-url';

/**
 * A client story; the thumbnail and the 'Watch' link open the video in a new tab. `imagePriority`
 * for the first card, whose thumbnail is the page's main image: fetched first, not lazily.
 */
export function ClientStoryCard({ story, imagePriority = false }: { story: ClientStory; imagePriority?: boolean }) {
  const videoUrl = clientStoryVideoUrl(story.id);
  const titleId = `story-${story.id}`;
  return (
    <Card asChild padding="none" className="h-full overflow-hidden">
      <article aria-labelledby={titleId}>
        <a
          href={videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="group relative block outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset"
        >
          <img
            src={story.videoThumbnail}
            alt=""
            width={640}
            height={360}
            loading={imagePriority ? 'eager' : 'lazy'}
            fetchPriority={imagePriority ? 'high' : undefined}
            decoding="async"
            className="aspect-video w-full object-cover"
          />
          <span className="absolute inset-0 flex items-center justify-center bg-navy-900/10 transition-colors group-hover:bg-navy-900/25">
            <span className="inline-flex size-16 items-center justify-center rounded-pill bg-white text-navy-900 shadow-card-hover transition-transform group-hover:scale-105">
              <icons.Play aria-hidden="true" className="ml-1 size-7 fill-current" />
            </span>
          </span>
          <span className="sr-only">Watch the video: {story.title} (opens in a new tab)</span>
        </a>
        <div className="flex flex-1 flex-col gap-3 p-6">
          <Badge variant="secondary">{story.industry}</Badge>
          <h3 id={titleId} className="text-xl font-semibold text-navy-900">
            {story.title}
          </h3>
          <p className="flex-1 text-muted-foreground">{story.description}</p>
          <div className="border-t border-border pt-4">
            <p className="font-semibold text-navy-900">{story.clientName}</p>
            <p className="text-sm text-muted-foreground">
              {story.position}, {story.company}
            </p>
          </div>
        </div>
      </article>
    </Card>
  );
}
