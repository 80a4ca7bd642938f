import type { SeedArticle, SeedComment } from './types';

/**
 * Member stories, site notices and quick posts (docs/design/content.md §11): what members write themselves, what the
 * editorial team announces, and the demo member's unpublished drafts and submissions.
 */
export const ARTICLES: SeedArticle[] = [
  // ── Member stories ────────────────────────────────────────────────────────────────────────────────────────────
  {
    key: 'lin-xian-huifang-three-nights',
    channel: 'member-stories',
    daysAgo: 34,
    featured: true,
    tags: ['西安', '小吃', '美食', 'Citywalk'],
    cover: 'night-market',
    author: 'reader-lin',
    'zh-cn': {
      title: '在回坊住了三晚：西安的夜，从一碗泡馍开始',
      summary: '一个人去西安，住进回民街里的青砖客栈。白天骑城墙、逛碑林，晚上就在北院门一家一家吃过去。',
      content: `<p>出发前，朋友劝我别住回民街，说那里“全是游客”，不如住到曲江去。我还是订了<strong>西安回坊青砖客栈</strong>，理由很简单：吃完宵夜，走两步就能躺下。三个晚上过去，我一点也不后悔。</p>
<h2>住在北院门的好处</h2>
<p>客栈就在北院门大街上，一栋两层的青砖小楼。房间不大，老木门推开会吱呀一声，但热水、床品都是新的。我最喜欢屋顶的小露台，傍晚上去正好看到鼓楼亮灯，楼下的人声一直热闹到十一点多。街区里不走机动车，出租车只能停在路口，拖着箱子要走一小段石板路，行李多的话可以提前跟前台打个招呼。</p>
<figure><img src="scene:night-market" alt="夜晚的回民街，小吃摊前挂着灯，游客在排队买吃的"><figcaption>晚上九点的北院门，烤肉摊前还排着队。</figcaption></figure>
<h2>三个晚上，九样吃的</h2>
<p>我给自己定了个规矩：每晚只吃三样，免得撑得睡不着。最后的清单是这样的：</p>
<ul>
<li>第一晚：羊肉泡馍，馍自己掰，掰到黄豆大小才算过关；再来一串烤肉、一杯酸梅汤。</li>
<li>第二晚：腊牛肉夹馍、粉蒸肉，最后用一块镜糕收尾。</li>
<li>第三晚：油泼面加一份凉皮，走到路口又没忍住，买了一袋柿子饼带回房间。</li>
</ul>
<p>掰馍那天，老板看我掰得太大块，笑着说我这是要吃“水围城”。后来查了才知道，泡馍还真分好几种吃法：汤少的“干拔”、汤刚好的“口汤”、汤多馍大的“水围城”。一碗泡馍的讲究，比我想的多得多。</p>
<h2>白天的古城</h2>
<p>白天基本在城墙里转。早上在城墙上租了辆自行车，一圈十三公里多，骑得慢也就两个多小时；下午去碑林博物馆，在颜真卿的《多宝塔碑》前站了很久。兵马俑留到了最后一天，前台帮忙订的一日游，一早出发，回来刚好赶上最后一顿宵夜。</p>
<blockquote>住在回坊，最大的收获不是吃了多少，而是晚上十点还能下楼，跟本地人一起排队买一个夹馍。</blockquote>
<p>如果你也想这么住，尽量避开周末和节假日，街上会挤得走不动。想了解城墙的来历，可以先看看<a href="https://zh.wikipedia.org/wiki/西安城墙">西安城墙</a>的词条，骑车的时候会更有意思。</p>`,
    },
    en: {
      title: "Three nights in Xi'an's Muslim Quarter, one bowl of paomo at a time",
      summary:
        "A solo trip to Xi'an, staying at a grey-brick inn right in the Muslim Quarter: the city wall and the Forest of Steles by day, and a slow crawl along Beiyuanmen by night.",
      content: `<p>Before I left, a friend told me not to stay in the Muslim Quarter: “it's all tourists”, she said, and Qujiang would be nicer. I booked the <strong>Grey Brick Inn Huifang</strong> anyway, for one simple reason: after a late snack, bed would be a two-minute walk away. Three nights later, I had no regrets.</p>
<h2>Why stay on Beiyuanmen</h2>
<p>The inn is a two-storey grey-brick building on Beiyuanmen Street. The rooms are small and the old timber doors creak, but the hot water and the bedding are new. My favourite spot was the little roof terrace: go up at dusk and you see the Drum Tower lights come on, while the street below stays busy until after eleven. The lanes are closed to cars, so taxis stop at the corner and you wheel your case over a short stretch of paving stones. With a lot of luggage, let reception know in advance.</p>
<figure><img src="scene:night-market" alt="The Muslim Quarter at night, with lanterns above the food stalls and people queuing"><figcaption>Beiyuanmen at nine in the evening, with a queue still outside the kebab stall.</figcaption></figure>
<h2>Three nights, nine dishes</h2>
<p>I set myself a rule: three things a night, so I could still sleep. Here is how it went:</p>
<ul>
<li>Night one: <em>yangrou paomo</em>, mutton soup with flatbread you tear up yourself, into pieces no bigger than a soybean. Plus a lamb skewer and a glass of sour plum juice.</li>
<li>Night two: a <em>roujiamo</em> of cured beef, steamed pork in rice flour, and a sticky rice <em>jinggao</em> cake to finish.</li>
<li>Night three: <em>youpo</em> noodles, splashed with hot chilli oil, and a plate of cold <em>liangpi</em> noodles, then a bag of persimmon cakes bought on the way back to the room.</li>
</ul>
<p>When I tore my bread, the owner laughed at the size of my pieces and said I must be after a “water around the city” bowl. I looked it up later: paomo comes in several styles, from almost dry to plenty of broth with large pieces of bread in the middle. There is far more to a bowl of paomo than I had imagined.</p>
<h2>The old city by day</h2>
<p>By day I stayed inside the walls. In the morning I rented a bike on top of the city wall: one lap is just over thirteen kilometres and took me a little over two hours at an easy pace. In the afternoon I went to the Forest of Steles museum and stood for a long time in front of Yan Zhenqing's Duobao Pagoda stele. I kept the Terracotta Warriors for the last day, on a tour booked by reception that left early and got me back in time for one last round of street food.</p>
<blockquote>The best thing about staying in the Muslim Quarter was not how much I ate. It was being able to step outside at ten at night and queue for a sandwich with the locals.</blockquote>
<p>If you want to stay here too, avoid weekends and public holidays, when the lanes are almost too crowded to walk. And read up on the <a href="https://en.wikipedia.org/wiki/Fortifications_of_Xi%27an">fortifications of Xi'an</a> before you ride the wall; it makes the lap much more interesting.</p>`,
    },
  },
  {
    key: 'emma-chengdu-teahouse-week',
    channel: 'member-stories',
    daysAgo: 58,
    tags: ['成都', '茶', 'Citywalk'],
    cover: 'tea-house',
    author: 'reader-emma',
    'zh-cn': {
      title: '原本只待两天，结果在成都的茶馆里泡了一周',
      summary:
        '为了大熊猫来成都，最后却是为了茶馆留下。住在宽窄巷子的一周里，我学会了坐在哪儿、点什么，以及为什么没人催你走。',
      content: `<p>原计划在成都只待两天：一个上午看熊猫，一个晚上吃火锅，然后去西安。结果我住了六晚，大半时间都耗在茶馆里。没人提前告诉我，在成都，一杯茶不只是饮料，而是一整个下午。</p>
<h2>住在哪里</h2>
<p>我订了<strong>成都宽窄锦庐酒店</strong>，看中的是那几座老院子。白天的游客散去之后，巷子果然安静下来，和我期待的一样。房间里有很深的浴缸和竹编家具，酒店茶馆每晚有一小段川剧变脸，短小精彩，一点也不像专给游客看的表演。从门口走到人民公园不远，打车去文殊院也很便宜。</p>
<figure><img src="scene:tea-house" alt="露天茶馆里摆满竹椅，矮桌上放着盖碗茶"><figcaption>工作日下午的人民公园鹤鸣茶社。</figcaption></figure>
<h2>在茶馆喝茶，大概是这样的</h2>
<ol>
<li>自己找一把空着的竹椅坐下，不用排号，也没人领位。</li>
<li>从茶单上选一种茶。本地人爱喝茉莉花茶，价格通常不贵。</li>
<li>茶用盖碗端上来，提着长嘴铜壶的师傅会一直来续水，坐多久都行。</li>
<li>如果有人问你要不要掏耳朵，那是真的服务，不是开玩笑。我试了一次，一次就够了。</li>
</ol>
<blockquote>没人会催你。一杯茶，买下的是一把椅子和整个下午。</blockquote>
<h2>另外几家喜欢的</h2>
<p>文殊院里的茶园比人民公园安静，适合带本书去坐一坐。如果能空出半天，可以去双流彭镇的观音阁老茶馆，墙被烟熏得发黑，喝茶的多是附近的老茶客，很值得专门跑一趟。晚上回到酒店，再看一场变脸，这一天就圆满了。想先了解一下的话，可以读读<a href="https://zh.wikipedia.org/wiki/川剧">川剧</a>的介绍。</p>`,
    },
    en: {
      title: "I meant to stay two days. Chengdu's teahouses kept me for a week",
      summary:
        'I came to Chengdu for the pandas and stayed for the teahouses. Notes from a week by Kuanzhai Alley: where to sit, what to order, and why nobody hurries you.',
      content: `<p>I had planned two days in Chengdu: pandas one morning, hotpot one night, then on to Xi'an. I ended up staying six nights, mostly because of the teahouses. Nobody had warned me that in Chengdu a cup of tea is not so much a drink as a way of spending the afternoon.</p>
<h2>Where I stayed</h2>
<p>I booked the <strong>Jinlu Hotel Kuanzhai Alley</strong> for its old courtyard houses, and once the day visitors left, the lanes were every bit as calm as I had hoped. My room had a deep tub and bamboo furniture, and the short face-changing show in the hotel teahouse each evening was charming rather than touristy. People's Park is an easy walk away and Wenshu Monastery a cheap taxi ride.</p>
<figure><img src="scene:tea-house" alt="Bamboo chairs and lidded tea bowls on low tables in a busy open-air teahouse"><figcaption>Heming Teahouse in People's Park on a weekday afternoon.</figcaption></figure>
<h2>How a Chengdu teahouse works</h2>
<ol>
<li>Find a free bamboo chair. There is no host and no queue.</li>
<li>Pick a tea from the list. Jasmine is the local favourite, and it is usually inexpensive.</li>
<li>The tea comes in a <em>gaiwan</em>, a lidded bowl, and an attendant with a long-spouted copper kettle keeps topping it up for as long as you stay.</li>
<li>If someone offers to clean your ears, it is a real service, not a joke. I said yes once. Once was enough.</li>
</ol>
<blockquote>Nobody hurries you. A cup of tea buys you a chair for the whole afternoon.</blockquote>
<h2>A few more I liked</h2>
<p>The tea garden at Wenshu Monastery is quieter than People's Park and a good place to sit with a book. If you can spare half a day, the old Guanyin Pavilion teahouse in Pengzhen, out in Shuangliu, is worth the trip for its smoke-darkened walls and its regulars from the village. Back at the hotel, a round of face-changing rounds off the day nicely. For some background, read about <a href="https://en.wikipedia.org/wiki/Sichuan_opera">Sichuan opera</a> first.</p>`,
    },
  },
  {
    key: 'demo-sanya-family-five-days',
    channel: 'member-stories',
    daysAgo: 15,
    tags: ['三亚', '亲子', '海岛'],
    cover: 'beach',
    author: 'demo',
    'zh-cn': {
      title: '带两个孩子在亚龙湾住了五天，行程排得越松越好',
      summary: '带着六岁和三岁的孩子去三亚，住在亚龙湾的椰林度假酒店。不赶景点，每天就是海滩、泳池和一顿海鲜。',
      content: `<p>带孩子出门之前，我总想把行程排满。这次去三亚，先生说服了我：五天只做三件事，海滩、泳池、吃饭。回头看，这是我们家最轻松的一次旅行。</p>
<h2>为什么选亚龙湾</h2>
<p>我们住的是<strong>三亚亚龙湾椰林度假酒店</strong>。从凤凰机场打车过去四十分钟左右，酒店出门就是沙滩，孩子们不用过马路。亚龙湾的水比较清、浪也不大，老大第一次戴着面镜看到了小鱼，兴奋了一整个下午。花园里都是椰子树和三角梅，早饭后带着小的慢慢走一圈，正好消食。</p>
<figure><img src="scene:beach" alt="清晨的亚龙湾沙滩，海水很平静，远处有几棵椰子树"><figcaption>早上八点的亚龙湾，沙子还不烫脚。</figcaption></figure>
<h2>我们的一天</h2>
<ul>
<li>七点多起床，趁太阳不晒去海边挖沙，十点前回房间。</li>
<li>中午在房间里睡午觉，这是保证全家下午不闹脾气的关键。</li>
<li>下午四点以后去泳池，泡到天快黑。</li>
<li>晚上轮流：两天在酒店吃，一天去市区的第一市场买海鲜、拿到旁边的店里加工。</li>
</ul>
<h2>几条给带娃家庭的建议</h2>
<p>三亚的紫外线比想象的强，防晒霜要反复涂，最好给孩子准备长袖泳衣和帽子。第一市场买海鲜前先问清楚价格和加工费，称重时站在旁边看着，心里会踏实很多。另外，酒店离市区有二十多分钟车程，晚上出去吃饭记得提前叫车。</p>
<blockquote>五天下来，孩子们记住的不是去了哪里，而是每天早上在沙滩上堆的那座城堡。</blockquote>`,
    },
    en: {
      title: 'Five days at Yalong Bay with two small children, and no itinerary',
      summary:
        'Sanya with a six-year-old and a three-year-old at the Palm Grove Resort Yalong Bay: no sightseeing, just the beach, the pool and one seafood dinner a day.',
      content: `<p>Whenever we travel with the children, I try to fill every day. For Sanya, my husband talked me out of it: five days, three things, the beach, the pool and dinner. Looking back, it was the most relaxed trip our family has ever taken.</p>
<h2>Why Yalong Bay</h2>
<p>We stayed at the <strong>Palm Grove Resort Yalong Bay</strong>, about forty minutes by taxi from Phoenix Airport. The resort opens straight onto the sand, so the children never had to cross a road. The water in Yalong Bay is clear and the waves are gentle: our eldest saw her first little fish through a snorkel mask and talked about nothing else all afternoon. The gardens are full of coconut palms and bougainvillea, just right for a slow walk with the little one after breakfast.</p>
<figure><img src="scene:beach" alt="Yalong Bay beach in the early morning, with calm water and a few coconut palms in the distance"><figcaption>Yalong Bay at eight in the morning, before the sand gets hot.</figcaption></figure>
<h2>Our day</h2>
<ul>
<li>Up just after seven and down to the beach to dig in the sand while the sun is still low; back in the room before ten.</li>
<li>A nap after lunch, which is what kept everyone cheerful in the afternoon.</li>
<li>Into the pool after four, until it was nearly dark.</li>
<li>Dinner in turns: two nights at the resort, then one at the First Market in town, where you buy seafood and have it cooked at a restaurant next door.</li>
</ul>
<h2>A few tips for families</h2>
<p>The sun in Sanya is stronger than you expect: reapply sunscreen often, and pack long-sleeved swimsuits and hats for the children. At the First Market, agree the price and the cooking fee before you buy, and stand by while your seafood is weighed. The resort is over twenty minutes from town by car, so book a taxi in advance if you go out for dinner.</p>
<blockquote>Five days later, what the children remembered was not where we went, but the sandcastle they built every morning.</blockquote>`,
    },
  },
  {
    key: 'demo-beijing-shichahai-courtyard',
    channel: 'member-stories',
    daysAgo: 2,
    status: 'pending',
    tags: ['北京', '住宿', 'Citywalk'],
    cover: 'lake',
    author: 'demo',
    'zh-cn': {
      title: '住进什刹海的四合院，骑车去看鼓楼的早晨',
      summary: '在北京什刹海四合院客栈住了两晚，早上骑车绕后海一圈，再钻进胡同吃一顿老北京早点。',
      content: `<p>来北京出差很多次，住的都是国贸一带的高楼。这次多留了一个周末，特意换到了<strong>北京什刹海四合院客栈</strong>，想看看胡同里的北京。</p>
<h2>院子里的两晚</h2>
<p>客栈是一座改造过的四合院，房间围着院子，晚上关上院门，外面的喧闹一下子就远了。早上在枣树下吃豆浆油条和包子，阳光从屋檐斜着照进院子，很难不多坐一会儿。前台可以借自行车，我吃完早饭就骑车出了门。</p>
<figure><img src="scene:lake" alt="清晨平静的湖面，岸边垂柳，远处是灰瓦屋顶"><figcaption>早上七点的后海，遛弯的人比游客多。</figcaption></figure>
<h2>骑车路线</h2>
<ol>
<li>从客栈出发，沿前海、后海骑到西海，湖边几乎没有车。</li>
<li>折回银锭桥，往东拐到烟袋斜街，这时候店铺还没开门，街上很安静。</li>
<li>出斜街就是鼓楼和钟楼，在两座楼之间的小广场上停一停。</li>
</ol>
<p>回程在胡同口吃了焦圈配豆汁儿。豆汁儿那股酸味我还是没习惯，焦圈倒是吃了两个。下次想在冬天再来，听说湖面结冰以后可以滑冰。</p>`,
    },
    en: {
      title: 'A courtyard stay at Shichahai, and a morning ride to the Drum Tower',
      summary:
        'Two nights at the Shichahai Courtyard Inn Beijing: an early bike ride around the lakes, then into the hutongs for an old-style Beijing breakfast.',
      content: `<p>I have been to Beijing for work many times and always stayed in the towers around Guomao. This time I added a weekend and moved to the <strong>Shichahai Courtyard Inn Beijing</strong> to see the city of the hutongs.</p>
<h2>Two nights in a courtyard</h2>
<p>The inn is a converted courtyard house with the rooms set around a yard. Once the gate closes at night, the noise of the street feels far away. Breakfast of soy milk, fried dough sticks and steamed buns under the jujube tree, with sunlight slanting in under the eaves, makes it hard not to linger. Reception lends out bikes, so after breakfast I borrowed one and set off.</p>
<figure><img src="scene:lake" alt="A calm lake in the early morning, with willows on the bank and grey tiled roofs beyond"><figcaption>Houhai at seven in the morning: more locals out for a stroll than visitors.</figcaption></figure>
<h2>The route</h2>
<ol>
<li>From the inn, ride along Qianhai and Houhai to Xihai; there is almost no traffic by the water.</li>
<li>Head back to Yinding Bridge and turn east into Yandai Xiejie, which is still quiet before the shops open.</li>
<li>At the end of the lane are the Drum and Bell Towers; stop for a while in the little square between them.</li>
</ol>
<p>On the way back I had <em>jiaoquan</em>, crisp fried dough rings, with a bowl of <em>douzhir</em>, fermented mung bean drink, at the end of a hutong. I still can't get used to its sourness, but I ate two of the rings. Next time I would like to come in winter: I hear you can skate once the lakes freeze.</p>`,
    },
  },
  {
    key: 'demo-guangzhou-morning-tea-offer',
    channel: 'member-stories',
    daysAgo: 20,
    status: 'rejected',
    rejectReason:
      '文中以推荐单一商家和折扣信息为主，读起来像广告推广，不符合会员游记的投稿要求。请删去优惠、领券和“私信拿地址”等内容，补充你自己的行程和感受后再重新提交。',
    tags: ['广州', '美食', '优惠'],
    cover: 'street-food',
    author: 'demo',
    'zh-cn': {
      title: '广州早茶必打卡！这家茶楼虾饺全城第一，报我名字打折',
      summary: '来广州一定要喝早茶，这家老字号茶楼是我心中的第一名，现在去还有会员专属折扣，千万别错过！',
      content: `<p>来广州不喝早茶等于白来！这次我找到了一家<strong>全城最好吃</strong>的茶楼，虾饺皮薄到透明，一口一只，绝对是你吃过最好的。</p>
<h2>必点清单</h2>
<ul>
<li>水晶虾饺：全城第一，没有之一。</li>
<li>豉汁蒸凤爪：软糯入味，每桌必点。</li>
<li>流沙包：一咬就爆浆，拍照超好看。</li>
</ul>
<h2>优惠信息</h2>
<p>现在到店报我的名字可以打九折，周末还送一份招牌甜品！店在荔湾，名字就不写了，想要地址的朋友私信我，先到先得。</p>`,
    },
    en: {
      title: "Guangzhou's best dim sum! Mention my name for a discount",
      summary:
        "You can't visit Guangzhou without morning tea, and this old teahouse is my number one. Right now there's a members-only discount, so don't miss it!",
      content: `<p>A trip to Guangzhou without morning tea is a wasted trip! This time I found <strong>the best teahouse in the city</strong>: the har gow wrappers are so thin you can see through them, and they are hands down the best you will ever eat.</p>
<h2>Must-order list</h2>
<ul>
<li>Crystal shrimp dumplings: the best in town, full stop.</li>
<li>Chicken feet in black bean sauce: soft, rich, on every table.</li>
<li>Molten custard buns: they burst when you bite them, perfect for photos.</li>
</ul>
<h2>Special offer</h2>
<p>Mention my name at the door for 10% off, and get a free signature dessert at weekends! It's in Liwan; I won't write the name here, so message me for the address. First come, first served.</p>`,
    },
  },

  // ── Notices (the editorial team) ─────────────────────────────────────────────────────────────────────────────
  {
    key: 'notice-booking-maintenance-december',
    channel: 'notices',
    daysAgo: 3,
    tags: ['公告', '住宿'],
    cover: 'notice-board',
    'zh-cn': {
      title: '预订系统维护公告（12月8日凌晨）',
      summary: '2026年12月8日（周二）02:00至05:00（北京时间），预订系统将停机维护，期间无法搜索酒店、下单和支付。',
      content: `<p>为了提升预订系统的稳定性，我们将在<strong>2026年12月8日（周二）02:00至05:00（北京时间）</strong>进行系统维护。</p>
<h2>维护期间</h2>
<ul>
<li>无法搜索酒店、查看房价日历，也无法提交新的订单。</li>
<li>无法支付或取消订单，账户余额和积分暂时不能使用。</li>
<li>站点资讯、会员游记等内容页面可以正常浏览，但暂时不能发表评论。</li>
</ul>
<h2>对已有订单的影响</h2>
<p>已支付的订单不受影响，请按原计划入住。待支付订单的支付时限不会因维护而延长，如果你的入住日期临近，请在维护开始前完成支付，以免订单过期、房间被释放。</p>
<p>维护结束时间可能根据实际进度提前或略有推迟。给你带来的不便，敬请谅解。</p>`,
    },
    en: {
      title: 'Booking system maintenance on 8 December (early morning)',
      summary:
        'The booking system will be offline for maintenance on Tuesday 8 December 2026, from 02:00 to 05:00 Beijing time. You will not be able to search, book or pay during this window.',
      content: `<p>To keep the booking system fast and reliable, we will carry out maintenance on <strong>Tuesday 8 December 2026, from 02:00 to 05:00 Beijing time</strong>.</p>
<h2>During the maintenance</h2>
<ul>
<li>You will not be able to search hotels, view the price calendar or place new bookings.</li>
<li>Payments and cancellations will be unavailable, and your account balance and points cannot be used.</li>
<li>News, member stories and other content pages stay open, but commenting will be paused.</li>
</ul>
<h2>Existing bookings</h2>
<p>Paid bookings are not affected: please check in as planned. The payment deadline of unpaid bookings will not be extended, so if your stay is coming up soon, please pay before the maintenance begins so that your booking does not expire and the room is not released.</p>
<p>The work may finish a little earlier or later than planned. We apologise for any inconvenience.</p>`,
    },
  },
  {
    key: 'notice-privacy-policy-update',
    channel: 'notices',
    daysAgo: 47,
    tags: ['公告', '会员'],
    cover: 'notice-board',
    'zh-cn': {
      title: '《隐私政策》更新说明',
      summary:
        '我们更新了《隐私政策》，新版自2026年10月20日起生效。主要变化是把收集哪些信息、保存多久、怎样联系我们写得更清楚。',
      content: `<p>我们更新了《隐私政策》，新版自<strong>2026年10月20日</strong>起生效。这次更新没有增加新的信息收集，主要是把原来写得笼统的地方说清楚。</p>
<h2>主要变化</h2>
<ul>
<li>列明了预订时需要的信息（入住人姓名、联系电话等）以及用途：只用于向酒店确认订单和必要的联系。</li>
<li>说明了本站使用的两类 Cookie：保持登录状态的会话 Cookie，以及记住你所选语言的 Cookie。本站不使用广告跟踪 Cookie。</li>
<li>补充了订单、余额和积分记录的保存期限，以及注销账户后如何处理这些信息。</li>
<li>新增了查询、更正和删除个人信息的申请方式。</li>
</ul>
<h2>你需要做什么</h2>
<p>不需要做任何操作。新版生效后继续使用本站，即表示你同意更新后的政策。完整内容请点击页面底部的「隐私政策」查看；如有疑问，欢迎发邮件给客服。</p>`,
    },
    en: {
      title: 'We have updated our privacy policy',
      summary:
        'Our updated privacy policy takes effect on 20 October 2026. It mainly explains more clearly what we collect, how long we keep it and how to reach us.',
      content: `<p>We have updated our privacy policy, and the new version takes effect on <strong>20 October 2026</strong>. We are not collecting anything new: the update mainly makes vague passages clearer.</p>
<h2>What has changed</h2>
<ul>
<li>We list the details a booking needs (guest names, a contact number and so on) and what they are for: confirming the booking with the hotel and contacting you when necessary.</li>
<li>We explain the two kinds of cookie the site uses: a session cookie that keeps you signed in, and one that remembers your language. We use no advertising or tracking cookies.</li>
<li>We state how long booking, balance and points records are kept, and what happens to them when you close your account.</li>
<li>We describe how to ask us to see, correct or delete your personal data.</li>
</ul>
<h2>What you need to do</h2>
<p>Nothing. By continuing to use the site once the new version takes effect, you accept the updated policy. The full text is linked as “Privacy policy” at the bottom of every page; if you have any questions, email our customer service team.</p>`,
    },
  },
  {
    key: 'notice-spring-festival-service-hours',
    channel: 'notices',
    daysAgo: 1,
    tags: ['公告', '会员'],
    cover: 'notice-board',
    'zh-cn': {
      title: '2027年春节期间客服时间调整',
      summary: '2027年2月5日（除夕）至2月11日（正月初六），客服服务时间调整为每天10:00至18:00，预订和支付照常进行。',
      content: `<p>春节将至，先给大家拜个早年。为了让客服同事也能回家过年，春节期间的服务时间调整如下：</p>
<h2>服务时间</h2>
<ul>
<li><strong>2月5日（除夕）至2月11日（正月初六）</strong>：在线客服和电话客服每天10:00至18:00。</li>
<li>其间非服务时间的留言和邮件，会在次日上午依次回复。</li>
<li><strong>2月12日（正月初七）</strong>起恢复每天9:00至21:00的正常服务时间。</li>
</ul>
<h2>预订不受影响</h2>
<p>节日期间，搜索酒店、预订、支付和在线取消都可以照常操作，不受客服时间影响。春节是出行高峰，热门城市的房源紧张，建议提前预订，并留意所订房型的取消政策。</p>
<p>如在入住当天遇到问题，可以直接联系酒店前台，订单详情页上有酒店的地址和电话。祝大家新春愉快，旅途平安！</p>`,
    },
  },
  {
    key: 'notice-points-redemption-launch',
    channel: 'notices',
    daysAgo: 64,
    tags: ['公告', '会员', '优惠'],
    cover: 'notice-board',
    'zh-cn': {
      title: '会员积分兑换功能上线',
      summary: '现在，资讯频道里标有积分价格的付费文章，可以直接用会员积分兑换阅读，兑换记录可在会员中心查看。',
      content: `<p>不少会员问过：攒下来的积分能用来做什么？从今天起，积分有了第一个去处——<strong>兑换付费文章</strong>。</p>
<h2>怎么兑换</h2>
<ol>
<li>登录后打开一篇付费文章，页面上会同时显示余额价格和积分价格。</li>
<li>选择“用积分兑换”，确认后积分立即扣除，全文马上可以阅读。</li>
<li>兑换过的文章会一直保留在你的账户里，以后随时可以回来看。</li>
</ol>
<h2>需要注意</h2>
<ul>
<li>积分不足时无法兑换，也不能与余额混合支付。</li>
<li>兑换成功后不支持退回积分，请在兑换前看清文章简介。</li>
<li>每一笔积分变动都会记录在会员中心的积分明细里，包括变动前后的积分。</li>
</ul>
<p>接下来，我们还会陆续开放更多积分用途。有什么想法，欢迎在这篇公告下留言告诉我们。</p>`,
    },
    en: {
      title: 'You can now redeem member points',
      summary:
        'Paid articles in our news section that show a points price can now be unlocked with your member points. Every redemption is listed in the member centre.',
      content: `<p>Many members have asked what their points are good for. From today they have a first use: <strong>unlocking paid articles</strong>.</p>
<h2>How to redeem</h2>
<ol>
<li>Sign in and open a paid article. The page shows both a balance price and a points price.</li>
<li>Choose “Redeem with points”. Once you confirm, the points are deducted and the full article opens straight away.</li>
<li>Articles you have redeemed stay in your account, so you can come back to them at any time.</li>
</ol>
<h2>Good to know</h2>
<ul>
<li>You need enough points to cover the whole price; points cannot be combined with your balance.</li>
<li>Points are not returned after a redemption, so read the article summary before you redeem.</li>
<li>Every change to your points is listed in the points history of the member centre, with the total before and after.</li>
</ul>
<p>We plan to add more ways to use points over time. If you have ideas, leave a comment under this notice.</p>`,
    },
  },

  // ── Quick posts ──────────────────────────────────────────────────────────────────────────────────────────────
  {
    key: 'zhou-shanghai-bund-morning-run',
    channel: 'quick-posts',
    daysAgo: 6,
    tags: ['上海', 'Citywalk', '摄影'],
    cover: 'skyline',
    author: 'reader-zhou',
    'zh-cn': {
      title: '早上六点的外滩，跑步的人比游客多',
      summary: '出差住在外滩附近，早起沿江跑了一圈。没有人挤人，对岸陆家嘴的楼刚被太阳照亮。',
      content: `<p>这周出差住在外滩江岸酒店，六点不到就醒了，干脆换鞋下楼沿江跑了一圈。白天挤得转不开身的观景平台，早上只有跑步的、打太极的和几个拍照的人，对岸陆家嘴的楼刚被太阳照亮。</p>
<p>简单记几条：</p>
<ul>
<li>从外白渡桥往南跑到十六铺码头，来回大约四公里。</li>
<li>江边风大，春秋早上带件薄外套。</li>
<li>想拍没有人的外滩，七点以前是最好的时候。</li>
</ul>`,
    },
    en: {
      title: 'The Bund at 6 a.m.: more runners than tourists',
      summary:
        'On a work trip near the Bund, I went for an early run along the river. No crowds, just the Lujiazui towers across the water catching the first sun.',
      content: `<p>On a work trip this week I stayed at the Riverside Bund Hotel, woke before six and went for a run along the river. The promenade that is shoulder to shoulder by day had only runners, a few people doing tai chi and a couple of photographers, with the Lujiazui towers across the water just catching the sun.</p>
<p>A few notes:</p>
<ul>
<li>From the Garden Bridge south to the Shiliupu ferry pier and back is about four kilometres.</li>
<li>It is windy by the river, so bring a light jacket on spring and autumn mornings.</li>
<li>For photos of the Bund without people, go before seven.</li>
</ul>`,
    },
  },
  {
    key: 'kenji-tokyo-haneda-to-asakusa',
    channel: 'quick-posts',
    daysAgo: 27,
    tags: ['东京', '交通'],
    cover: 'train',
    author: 'reader-kenji',
    'zh-cn': {
      title: '从羽田机场到浅草，可以一趟车不换乘',
      summary: '京急线的部分列车会直通都营浅草线，从羽田机场坐到浅草站不用换车，拖着行李会轻松很多。',
      content: `<p>很多朋友问我，从羽田机场去浅草怎么走最方便。答案是京急线：部分列车会直通都营浅草线，坐到浅草站都不用换车，大约四十分钟。</p>
<ul>
<li>上车前看站台显示屏，确认列车会直通浅草线。</li>
<li>如果坐的车不直通，就在品川换乘，也不麻烦。</li>
<li>用 Suica 或 PASMO 卡刷进站就行，不用单独买票。</li>
</ul>
<p>浅草站出来，走到浅草寺和隅田旅馆都只要几分钟。</p>`,
    },
    en: {
      title: 'Haneda to Asakusa with no change of train',
      summary:
        'Some Keikyu trains from Haneda Airport run straight through onto the Toei Asakusa Line, so you can ride to Asakusa without changing. Easy with luggage.',
      content: `<p>Many friends ask me the easiest way from Haneda Airport to Asakusa. My answer is the Keikyu Line. Some trains run through onto the Toei Asakusa Line, so you can stay on until Asakusa Station. It takes about forty minutes.</p>
<ul>
<li>Before you board, check the platform display says the train goes through to the Asakusa Line.</li>
<li>If your train does not, change at Shinagawa. It is easy.</li>
<li>Just touch in with a Suica or PASMO card. No need to buy a ticket.</li>
</ul>
<p>From Asakusa Station it is only a few minutes on foot to Sensoji Temple and the Sumida Inn.</p>`,
    },
  },
  {
    key: 'demo-hangzhou-west-lake-rain',
    channel: 'quick-posts',
    daysAgo: 9,
    tags: ['杭州', '自然', '周末'],
    cover: 'lake',
    author: 'demo',
    'zh-cn': {
      title: '下雨天的西湖，人少了一半',
      summary: '周末去杭州赶上下雨，本来有点扫兴，结果西湖边人少了一大半，反而走得很舒服。',
      content: `<p>周末去杭州，两天都在下小雨。本来有点扫兴，结果断桥上人少了一大半，白堤上能慢慢走，远处的山都笼在雾里，比晴天还好看。</p>
<p>雨天逛西湖的几点小建议：</p>
<ul>
<li>穿防滑的鞋，苏堤和白堤的石板路下雨会滑。</li>
<li>带把大一点的伞，湖边风一吹，小伞不够用。</li>
<li>走累了找个临湖的茶室坐一会儿，喝杯龙井，看雨落在湖面上。</li>
</ul>`,
    },
    en: {
      title: 'West Lake in the rain, with half the crowds',
      summary:
        'A weekend in Hangzhou turned rainy. Disappointing at first, but West Lake had half its usual crowds and was lovely to walk.',
      content: `<p>I spent a weekend in Hangzhou and it drizzled both days. I was a little disappointed at first, but the Broken Bridge had half its usual crowds, I could stroll the Bai Causeway at my own pace, and the hills in the mist looked better than they do in sunshine.</p>
<p>A few tips for West Lake in the rain:</p>
<ul>
<li>Wear shoes with some grip: the paving on the Su and Bai causeways gets slippery.</li>
<li>Bring a large umbrella. The wind off the lake is too much for a small one.</li>
<li>When you tire, sit in a lakeside tea room with a cup of Longjing and watch the rain on the water.</li>
</ul>`,
    },
  },
  {
    key: 'demo-draft-xian-city-wall-bike',
    channel: 'quick-posts',
    daysAgo: 1,
    status: 'draft',
    tags: ['西安', 'Citywalk'],
    cover: 'skyline',
    author: 'demo',
    'zh-cn': {
      title: '西安城墙骑行：出发前的几点准备',
      summary: '在城墙上骑一圈要两个多小时，出发前这几件事最好先想好。（草稿，待补充）',
      content: `<p>上个月在西安城墙上骑了一圈，一圈十三公里多，中途可以在几个城门停下来歇脚。先把记得的几点写下来：</p>
<ul>
<li>从南门上城墙最方便，租车点就在附近。</li>
<li>城墙上是老城砖，路面颠，骑慢一点。</li>
<li>夏天一定避开中午，城墙上几乎没有遮阴。</li>
</ul>
<p>（待补充：租车的价格和时长，以及傍晚拍照的位置。）</p>`,
    },
    en: {
      title: "Cycling Xi'an's city wall: what to sort out before you go",
      summary:
        'A lap of the wall takes over two hours, so a few things are worth planning first. (Draft, to be finished.)',
      content: `<p>Last month I cycled a full lap of the Xi'an city wall, just over thirteen kilometres, with places to rest at several of the gates. Here is what I remember so far:</p>
<ul>
<li>The South Gate is the easiest way up, with bikes for hire close by.</li>
<li>The top of the wall is old brick and quite bumpy, so take it slowly.</li>
<li>In summer, avoid the middle of the day: there is almost no shade up there.</li>
</ul>
<p>(To add: bike hire prices and time limits, and where to take photos at sunset.)</p>`,
    },
  },
  {
    key: 'demo-draft-shanghai-museum-kids',
    channel: 'quick-posts',
    daysAgo: 4,
    status: 'draft',
    tags: ['上海', '博物馆', '亲子'],
    cover: 'museum',
    author: 'demo',
    'zh-cn': {
      title: '带孩子逛上海博物馆，先做好这几件事',
      summary: '周末准备带孩子去人民广场的上海博物馆，先把要准备的事列一下。（草稿）',
      content: `<p>周末准备带孩子去人民广场的上海博物馆，先把要准备的事列一下，回来再补充参观感受。</p>
<ol>
<li>提前在官方渠道预约，周末名额紧张。</li>
<li>带上身份证件，入馆要安检。</li>
<li>给孩子定一个小目标：只看青铜器馆，找出三件最喜欢的。</li>
<li>（待补充：馆内哪里可以休息、吃东西。）</li>
</ol>`,
    },
    en: {
      title: 'Taking the children to the Shanghai Museum: what to do first',
      summary:
        "We're taking the children to the Shanghai Museum on People's Square this weekend, so here is the list of things to prepare. (Draft.)",
      content: `<p>We are taking the children to the Shanghai Museum on People's Square this weekend. Here is what to prepare; I will add how the visit went when we are back.</p>
<ol>
<li>Book a free time slot in advance through the official channels: weekends fill up.</li>
<li>Bring ID, as there is a security check at the entrance.</li>
<li>Give the children one small mission: just the bronze gallery, and find their three favourite pieces.</li>
<li>(To add: where to rest and eat inside the museum.)</li>
</ol>`,
    },
  },
];

export const COMMENTS: SeedComment[] = [
  // Lin's Xi'an story (6)
  {
    article: 'lin-xian-huifang-three-nights',
    by: 'reader-zhou',
    hoursAfter: 3,
    text: '“水围城”这个梗笑死我了，我第一次去也是掰得太大块，被老板嫌弃了。',
  },
  {
    article: 'lin-xian-huifang-three-nights',
    by: 'reader-emma',
    hoursAfter: 9,
    text: 'This is exactly the trip I want to do next spring. Did you find the lanes too noisy to sleep, being right on Beiyuanmen?',
  },
  {
    article: 'lin-xian-huifang-three-nights',
    by: 'reader-lin',
    hoursAfter: 14,
    text: '@Emma Clarke 我的房间在二楼靠里，十一点以后就安静了。如果睡眠浅，可以跟前台要不临街的房间。',
  },
  {
    article: 'lin-xian-huifang-three-nights',
    by: 'demo',
    hoursAfter: 27,
    text: '收藏了！想问一下城墙骑车是在哪个门租的？带着十岁的孩子能骑完一圈吗？',
  },
  {
    article: 'lin-xian-huifang-three-nights',
    by: 'reader-kenji',
    hoursAfter: 52,
    text: 'Beautiful photos. I tried roujiamo in Tokyo once, but I think it is not the same. Xi’an is now on my list.',
  },
  {
    article: 'lin-xian-huifang-three-nights',
    by: 'reader-zhou',
    hoursAfter: 75,
    text: '补充一句：柿子饼别一次买太多，放两天就硬了。不过确实好吃。',
  },

  // Emma's Chengdu story (4)
  {
    article: 'emma-chengdu-teahouse-week',
    by: 'reader-lin',
    hoursAfter: 5,
    text: '彭镇那家老茶馆我也去过！早上七八点去，光线从屋顶照下来特别好看。',
  },
  {
    article: 'emma-chengdu-teahouse-week',
    by: 'reader-zhou',
    hoursAfter: 11,
    text: '刚才复制攻略的时候粘错了一段 <script>alert(1)</script>，大家忽略就好。想问一下宽窄巷子附近好停车吗？',
  },
  {
    article: 'emma-chengdu-teahouse-week',
    by: 'reader-emma',
    hoursAfter: 19,
    text: "Ha, no worries! I didn't have a car, but the hotel does have parking. The lanes themselves are pedestrian only, so I'd ask them before you arrive.",
  },
  {
    article: 'emma-chengdu-teahouse-week',
    by: 'reader-kenji',
    hoursAfter: 40,
    text: 'Ear cleaning in a park, really? I want to try it. Once is enough, you say. OK, once.',
  },

  // The demo member's Sanya story (4)
  {
    article: 'demo-sanya-family-five-days',
    by: 'reader-lin',
    hoursAfter: 2,
    text: '午睡那条太真实了，带娃出门，行程排得再好，不睡午觉全白搭。',
  },
  {
    article: 'demo-sanya-family-five-days',
    by: 'reader-emma',
    hoursAfter: 8,
    text: 'Lovely read. How old does a child need to be for the snorkelling? My son is four.',
  },
  {
    article: 'demo-sanya-family-five-days',
    by: 'demo',
    hoursAfter: 13,
    text: '@Emma Clarke 我家老大六岁，在浅水区戴面镜看鱼，大人一直在旁边。四岁的话在齐腰深的水里玩玩就很开心了。',
  },
  {
    article: 'demo-sanya-family-five-days',
    by: 'reader-zhou',
    hoursAfter: 30,
    text: '第一市场那个建议很实用。不过我觉得三亚湾那边看日落更好，下次可以两边各住几天。',
  },

  // The points redemption notice (3)
  {
    article: 'notice-points-redemption-launch',
    by: 'reader-zhou',
    hoursAfter: 4,
    text: '终于能用积分了！希望以后也能用积分抵一部分房费。',
  },
  {
    article: 'notice-points-redemption-launch',
    by: 'reader-kenji',
    hoursAfter: 20,
    text: 'Can I use points and balance together for one article? I have some of both.',
  },
  {
    article: 'notice-points-redemption-launch',
    by: 'demo',
    hoursAfter: 33,
    text: '@Kenji Watanabe 公告里写了，积分和余额不能混着付，只能选一种。我刚试过，积分不够的时候会直接提示。',
  },

  // Zhou's Bund run (3)
  {
    article: 'zhou-shanghai-bund-morning-run',
    by: 'reader-emma',
    hoursAfter: 6,
    text: 'Great tip. I ran the same stretch last autumn and it was the best hour of the whole trip.',
  },
  {
    article: 'zhou-shanghai-bund-morning-run',
    by: 'reader-lin',
    hoursAfter: 22,
    text: '想拍照的话，外白渡桥那头的角度最好，能把陆家嘴和老建筑一起拍进去。',
  },
  {
    article: 'zhou-shanghai-bund-morning-run',
    by: 'reader-kenji',
    hoursAfter: 47,
    text: 'Four kilometres is good for me. Is it OK to run there on weekends too, or too many people?',
  },
];
