/** The article `travelling-with-children` of the travel channel (see `./index.ts`). */
import { body } from '../model/compose';
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'travelling-with-children',
  channel: 'travel',
  daysAgo: 40,
  tags: ['亲子', '住宿', '交通'],
  cover: 'hotel-lobby',
  'zh-cn': {
    title: '带孩子旅行不折腾：订房、坐车和排行程的经验',
    summary:
      '带孩子出门，省心比多看几个景点更重要。从儿童票怎么买、房型怎么选，到为什么每天只排一件大事，这是我们攒下的经验。',
    content: body(
      `<p>带孩子旅行最常见的遗憾，是行程排得太满：大人赶景点，孩子在车上睡觉，回到酒店谁都累得不想说话。我们的建议很简单：每天只安排一件“大事”，剩下的时间留给吃饭、午睡和酒店泳池。</p>`,
      `<h2>订房先看这几点</h2>`,
      `<ul>
<li><strong>儿童政策</strong>：不少酒店12岁以下儿童同住免费，但加床和早餐往往另算，下单前看清楚。</li>
<li><strong>房型</strong>：一家四口选家庭房或家庭套房，比订两间房更方便照看。北京王府井紫垣酒店的家庭套房有两间卧室，带两个孩子正合适。</li>
<li><strong>设施</strong>：下雨天，泳池和儿童游乐区能救急。西安曲江雁塔酒店有室外泳池和儿童游乐区，周末还有手工课。</li>
</ul>`,
      `<p>到了酒店，先问清楚泳池的开放时间、孩子是否需要大人陪同。需要婴儿床、儿童拖鞋和牙刷的，提前在订单备注里写上，前台一般都会准备好。</p>`,
      `<h2>坐火车要知道的</h2>`,
      `<p>铁路儿童票现在按年龄算：未满六岁、不单独占座的孩子免费，每名成人可以带一名；六到十四岁买儿童优惠票，大约是全价的一半；满十四岁就要买全价票。想让六岁以下的孩子有自己的座位，也可以给他买一张儿童票。买票时要用孩子的身份证号码实名登记。</p>`,
      `<figure><img src="scene:beach" alt="平静的海湾和一片浅浅的沙滩"><figcaption>浪小水浅的海湾，最适合小朋友玩水。</figcaption></figure>`,
      `<h2>行程怎么排</h2>`,
      `<ol>
<li>一天一件大事，放在上午做，下午留给午睡和自由活动。</li>
<li>选孩子能参与的地方：成都看熊猫、上海自然博物馆、三亚的浅水海滩，都比单纯看古建筑更能让孩子投入。</li>
<li>热门景点和博物馆提前预约，孩子的证件随身带好。</li>
<li>包里常备零食、水杯和一套换洗衣服；容易晕车的孩子，坐高铁比坐大巴舒服得多。</li>
</ol>`,
      `<blockquote>孩子记住的往往不是景点，而是在酒店泳池里泡过的那个下午，或者第一次自己点的那碗面。</blockquote>`,
    ),
  },
  en: {
    title: 'Travelling with children: rooms, trains and a pace that works',
    summary:
      "With children, an easy trip beats a packed one. How children's train tickets work, which rooms to book, and why one big thing a day is enough.",
    content: body(
      `<p>The most common regret after a family trip is trying to fit too much in: the grown-ups chase sights, the children sleep in the car, and everyone gets back to the hotel too tired to speak. Our advice is simple. Plan one big thing a day and leave the rest for meals, naps and the hotel pool.</p>`,
      `<h2>What to check when you book</h2>`,
      `<ul>
<li><strong>Child policy</strong>: many hotels let children under 12 stay free, but extra beds and breakfast are often charged separately, so read the small print.</li>
<li><strong>Room type</strong>: for a family of four, a family room or suite is easier than two rooms. The Family Suite at the Ziyuan Hotel Wangfujing in Beijing has two bedrooms, ideal with two children.</li>
<li><strong>Facilities</strong>: on a rainy day a pool or a play area is a lifesaver. The Qujiang Pagoda Hotel Xi'an has both, plus craft sessions at weekends.</li>
</ul>`,
      `<p>When you arrive, check the pool's opening hours and whether children must be accompanied. If you need a cot or children's slippers and toothbrushes, say so in the booking notes; most hotels will have them ready.</p>`,
      `<h2>Children on Chinese trains</h2>`,
      `<p>Children's rail fares now go by age. Under-sixes travel free if they share a seat, one per paying adult; from six to fourteen they need a child ticket at roughly half the full fare; from fourteen they pay the adult price. If you want a seat of their own for an under-six, you can buy them a child ticket too. Tickets are issued in the passenger's name, so you will need the child's ID number or passport.</p>`,
      `<figure><img src="scene:beach" alt="A calm bay with a shallow, sandy beach"><figcaption>A sheltered bay with shallow water is perfect for small children.</figcaption></figure>`,
      `<h2>Planning the days</h2>`,
      `<ol>
<li>One big thing a day, in the morning; keep the afternoon for a nap and free time.</li>
<li>Choose places children can take part in: the pandas in Chengdu, the Shanghai Natural History Museum or a shallow beach in Sanya will hold them better than old buildings alone.</li>
<li>Book popular sights and museums ahead, and keep the children's documents with you.</li>
<li>Carry snacks, water bottles and a change of clothes. For children who get car-sick, the high-speed train is far kinder than a coach.</li>
</ol>`,
      `<blockquote>What children remember is rarely the sight itself. It is the afternoon in the hotel pool, or the first bowl of noodles they ordered by themselves.</blockquote>`,
    ),
  },
};
