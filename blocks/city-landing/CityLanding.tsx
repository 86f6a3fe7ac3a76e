import { Hero } from '../hero/Hero'
import { ServiceCards } from '../service-cards/ServiceCards'
import { Neighbourhoods } from '../neighbourhoods/Neighbourhoods'
import { Faq } from '../faq/Faq'
import { Cta } from '../cta/Cta'
import { ReliefNoticeBand } from '../shared/ui/relief-notice'
import { WhyChooseUs } from './WhyChooseUs'
import { cityFaqItems, placeFiller, type CityLandingProps } from './fill'

/** The one layout of every local area and city page, built from the generic blocks. */
export function CityLanding(props: CityLandingProps) {
  const { ctx, city, region, state } = props
  const fill = placeFiller(props)
  const isCalifornia = state === 'California'
  return (
    <>
      <Hero
        ctx={ctx}
        badge={{
          text: fill(props.badge),
          icon: 'zap',
          tone: isCalifornia ? 'destructive' : 'primary',
        }}
        title={fill(props.heading)}
        highlight={city}
        buttons={[
          { label: fill(props.helpLabel), href: '/contact' },
          { label: fill(props.callLabel), href: ctx.phone.href, context: 'city-hero' },
        ]}
        points={props.heroPoints.map(fill)}
        image={{ ...props.image, alt: fill(props.image.alt) }}
      />
      <ReliefNoticeBand notice={ctx.reliefNotice} />
      <p className="mx-auto max-w-3xl px-4 pt-10 text-lg text-pretty text-muted-foreground md:px-6 md:text-center md:text-xl">
        {props.intro}
      </p>
      <ServiceCards
        ctx={ctx}
        title={fill(props.servicesTitle)}
        cards={props.services.map((card) => ({
          ...card,
          title: fill(card.title),
          description: fill(card.description),
          features: (card.features ?? []).map(fill),
        }))}
        columns="3"
        tone="default"
      />
      <WhyChooseUs
        title={fill(props.whyTitle)}
        points={props.whyPoints.map(fill)}
        facts={props.foreclosureFacts}
        stats={props.stats}
      />
      <Neighbourhoods
        ctx={ctx}
        title={fill(props.areasTitle)}
        areas={props.neighbourhoods}
        region={region}
        closing={fill(props.areasClosing)}
        tone="default"
      />
      <Faq ctx={ctx} title={fill(props.faqTitle)} items={cityFaqItems(props)} variant="accordion" />
      <Cta
        ctx={ctx}
        title={fill(props.ctaTitle)}
        text={fill(props.ctaText)}
        buttons={[
          { label: fill(props.ctaLabel), href: '/contact' },
          { label: fill(props.ctaCallLabel), href: ctx.phone.href, context: 'city-cta' },
        ]}
        points={[]}
        tone={isCalifornia ? 'emergency' : 'default'}
      />
    </>
  )
}
